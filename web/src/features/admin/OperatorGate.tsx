import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { trpc } from "../../lib/trpc";

function httpStatus(err: unknown): number | null {
  if (err instanceof TRPCClientError)
    return (err.data as { httpStatus?: number } | undefined)?.httpStatus ?? null;
  return null;
}

/**
 * Every operator page sits behind this: the server decides (a session of a users row with role
 * admin). Signed out, the spec's password prompt signs in for real (then asks for the two-factor
 * code when the operator has it on); a customer is told plainly. When two-factor sign-in is
 * required and not yet set up, every operator page sends the operator to /admin/security.
 * Right after signing in, focus moves to the page's main heading.
 */
export function OperatorGate({ title, children }: { title: string; children: ReactNode }) {
  const me = trpc.admin.me.useQuery(undefined, { retry: false });
  const secondFactor = trpc.admin.secondFactor.useQuery(undefined, {
    retry: false,
    enabled: Boolean(me.data),
  });
  const { pathname } = useLocation();
  const justSignedIn = useRef(false);
  const ready = Boolean(me.data) && !secondFactor.isLoading;
  useEffect(() => {
    if (!ready || !justSignedIn.current) return;
    justSignedIn.current = false;
    focusMainHeading();
  }, [ready]);
  if (me.isLoading)
    return (
      <main className="mx-auto max-w-md px-6 py-24 text-center text-slate-600" aria-busy="true">
        Checking access…
      </main>
    );
  const status = httpStatus(me.error);
  if (status === 403)
    return (
      <main className="mx-auto max-w-md px-6 py-24 text-center">
        <h1 className="text-2xl font-bold">Operators only</h1>
        <p className="mt-3 text-slate-600">
          You are signed in with a customer account. Sign out and sign in with an operator account to open{" "}
          {title}.
        </p>
        <Link to="/dashboard" className="mt-6 inline-block text-brand-700 underline">
          Go to your dashboard
        </Link>
      </main>
    );
  if (me.error || !me.data)
    return <AdminSignIn title={title} onSignedIn={() => (justSignedIn.current = true)} />;
  if (secondFactor.isLoading)
    return (
      <main className="mx-auto max-w-md px-6 py-24 text-center text-slate-600" aria-busy="true">
        Checking access…
      </main>
    );
  const sf = secondFactor.data;
  if (sf?.required && !sf.enabled && pathname !== "/admin/security")
    return <Navigate to="/admin/security" replace />;
  return <>{children}</>;
}

/** The page's main heading takes focus (it may render a moment after the gate opens). */
function focusMainHeading(triesLeft = 40) {
  const heading = document.querySelector<HTMLElement>("main h1, h1");
  if (!heading) {
    if (triesLeft > 0) setTimeout(() => focusMainHeading(triesLeft - 1), 50);
    return;
  }
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
}

function AdminSignIn({ title, onSignedIn }: { title: string; onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const signIn = trpc.accounts.operatorSignIn.useMutation();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const answer = await signIn.mutateAsync({ email, password, ...(code !== null ? { code } : {}) });
      if (answer.secondFactorRequired) {
        setCode("");
        setTimeout(() => codeInput.current?.focus(), 0);
        return;
      }
      onSignedIn();
      await queryClient.invalidateQueries();
    } catch (err) {
      const status = httpStatus(err);
      if (code !== null && status !== 429 && (err as Error).message === "Invalid code") {
        setError("Invalid code");
        setCode("");
        codeInput.current?.focus();
        return;
      }
      // spec §8: the prompt's one error. The field is cleared for another try.
      setError(status === 429 ? (err as Error).message : "Invalid password");
      setPassword("");
      setCode(null);
    }
  }
  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <Card>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">Operator sign-in. Enter your admin e-mail and password.</p>
        <form onSubmit={submit} className="mt-6 grid gap-4">
          <TextField
            label="Admin e-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            readOnly={code !== null}
          />
          {code !== null && (
            <TextField
              ref={codeInput}
              label="Authentication code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes."
              autoComplete="one-time-code"
              inputMode="text"
              required
              maxLength={64}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "Signing in…" : code !== null ? "Verify code" : "Sign in"}
          </Button>
        </form>
      </Card>
    </main>
  );
}
