import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { ME_KEY, rememberSignedIn } from "../accounts/session";

/**
 * /invitations/accept#token=…: the e-mailed invitation lands here. Opening it changes nothing; the
 * press on "Join" consumes it, adds the membership and signs this browser in as the invited address.
 */
export function AcceptInvitationPage() {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "");
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);
  const navigate = useNavigate();
  const toast = useToast();
  const qc = useQueryClient();
  const invitation = trpc.organizations.invitation.useQuery(
    { token },
    { enabled: token !== "", retry: false },
  );
  const accept = trpc.organizations.acceptInvitation.useMutation({
    onSuccess: async ({ user, organization }) => {
      rememberSignedIn(user);
      qc.setQueryData(ME_KEY, user);
      await qc.invalidateQueries();
      toast({ title: `Welcome to ${organization.name}`, variant: "success" });
      navigate("/dashboard");
    },
  });
  const problem = !token
    ? "This invitation link is not complete. Open the link from the e-mail again."
    : (invitation.error?.message ?? accept.error?.message ?? null);
  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">Join an organization</h1>
        {problem ? (
          <p className="mt-3 text-slate-700" role="alert">
            {problem}
          </p>
        ) : invitation.isLoading ? (
          <p className="mt-3 text-slate-600">Checking your invitation...</p>
        ) : (
          <>
            <p className="mt-3 text-slate-700" data-testid="invitation-summary">
              <strong>{invitation.data?.email}</strong> is invited to{" "}
              <strong>{invitation.data?.organization}</strong> as {invitation.data?.role}.
            </p>
            <p className="mt-1 text-sm text-slate-500">This link works once and signs you in.</p>
            <Button
              size="lg"
              className="mt-6 w-full"
              onClick={() => accept.mutate({ token })}
              disabled={accept.isPending || accept.isSuccess}
            >
              {accept.isPending ? "Joining..." : "Join"}
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
