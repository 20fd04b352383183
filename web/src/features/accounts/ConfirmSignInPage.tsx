import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { ME_KEY, rememberSignedIn } from "./session";

/** Reads the token from the fragment once, then removes it from the address bar and history. */
function useFragmentToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "");
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);
  return token;
}

/**
 * /login/confirm#token=…: the e-mailed link lands here. Opening it changes nothing (mail scanners
 * open links too); the press on "Sign in" consumes the link and starts the session.
 */
export function ConfirmSignInPage() {
  const token = useFragmentToken();
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const link = trpc.accounts.signInLink.useQuery({ token }, { enabled: token !== "" });
  const confirm = trpc.accounts.confirm.useMutation({
    onSuccess: ({ user }) => {
      rememberSignedIn(user);
      qc.setQueryData(ME_KEY, user);
      toast({
        title: "Logged in successfully",
        description: "Welcome to your customer dashboard",
        variant: "success",
      });
      navigate("/dashboard");
      // spec §4: fallback redirects if the router has not moved us off a login path.
      for (const ms of [800, 1800, 3500])
        setTimeout(() => {
          if (/^\/(customer-)?login/.test(window.location.pathname)) window.location.assign("/dashboard");
        }, ms);
    },
    onError: (err) => toast({ title: "Login failed", description: err.message, variant: "destructive" }),
  });

  const problem = !token
    ? "This sign-in link is not complete. Open the link from the e-mail again, or request a new one."
    : (link.error?.message ?? (confirm.error?.data?.code === "NOT_FOUND" ? confirm.error.message : null));

  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">Sign in to your dashboard</h1>
        {problem ? (
          <>
            <p className="mt-3 text-slate-700" role="alert">
              {problem}
            </p>
            <Link
              to="/customer-login"
              className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
            >
              Request a new link
            </Link>
          </>
        ) : link.isLoading ? (
          <p className="mt-3 text-slate-600">Checking your link...</p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              Signing in as <strong>{link.data?.email}</strong>.
            </p>
            <p className="mt-1 text-sm text-slate-500">This link works once.</p>
            <Button
              size="lg"
              className="mt-6 w-full"
              onClick={() => confirm.mutate({ token })}
              disabled={confirm.isPending || confirm.isSuccess}
            >
              {confirm.isPending ? "Signing in..." : "Sign in"}
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
