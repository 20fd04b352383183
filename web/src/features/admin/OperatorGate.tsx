import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
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
 * admin). Signed out, the spec's password prompt signs in for real; a customer is told plainly.
 */
export function OperatorGate({ title, children }: { title: string; children: ReactNode }) {
  const me = trpc.admin.me.useQuery(undefined, { retry: false });
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
  if (me.error || !me.data) return <AdminSignIn title={title} />;
  return <>{children}</>;
}

function AdminSignIn({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const signIn = trpc.accounts.operatorSignIn.useMutation();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await signIn.mutateAsync({ email, password });
      await queryClient.invalidateQueries();
    } catch (err) {
      // spec §8: the prompt's one error. The field is cleared for another try.
      setError(httpStatus(err) === 429 ? (err as Error).message : "Invalid password");
      setPassword("");
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
          />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "Signing in…" : "Sign in"}
          </Button>
        </form>
      </Card>
    </main>
  );
}
