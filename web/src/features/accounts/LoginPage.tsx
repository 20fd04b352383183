import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { loginSchema, LOGIN_EMAIL_MESSAGE } from "@server/shared/login";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { api, errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { useCurrentUser } from "./session";

/** /login and /customer-login (spec §2): one e-mail field and "Access Dashboard". */
export function LoginPage() {
  const toast = useToast();
  const me = useCurrentUser();
  const modes = trpc.site.providerModes.useQuery();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const parsed = loginSchema.safeParse({ email });
    if (!parsed.success) {
      setError(LOGIN_EMAIL_MESSAGE);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api("POST /api/auth/login", { body: parsed.data });
      setSentTo(parsed.data.email.toLowerCase());
    } catch (err) {
      toast({ title: "Login failed", description: errorText(err) || undefined, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto flex max-w-md flex-col px-6 py-16">
      <h1 className="text-center text-3xl font-bold text-slate-900">Customer Login</h1>
      <p className="mt-2 text-center text-slate-600">See your reference checks and download your reports.</p>
      {me.data && (
        <p className="mt-6 rounded-md bg-emerald-50 p-3 text-center text-sm text-emerald-900">
          You are signed in as {me.data.email}.{" "}
          <Link to="/dashboard" className="font-semibold underline">
            Open your dashboard
          </Link>
        </p>
      )}
      <Card className="mt-8">
        {sentTo ? (
          <div role="status" aria-live="polite">
            <h2 className="text-lg font-semibold text-slate-900">Check your email</h2>
            <p className="mt-2 text-slate-700">
              If <strong>{sentTo}</strong> can sign in, we have sent it a sign-in link. Open it on this device
              and press <em>Sign in</em>. The link works once and expires in 15 minutes.
            </p>
            {modes.data?.providers.email === "simulated" && modes.data.devTools && (
              <p className="mt-3 rounded bg-amber-50 p-2 text-sm text-amber-900">
                E-mail is simulated here: the message is in the{" "}
                <Link to="/dev/outbox" className="underline">
                  outbox
                </Link>
                .
              </p>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => void submit()} disabled={busy}>
                {busy ? "Sending..." : "Send another link"}
              </Button>
              <Button variant="ghost" onClick={() => setSentTo(null)}>
                Use a different email
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <TextField
              label="Email address"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
              hint="Use the email address you gave when you submitted a reference check."
              autoFocus
            />
            <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
              {busy ? "Sending link..." : "Access Dashboard"}
            </Button>
            <p className="mt-4 text-center text-xs text-slate-500">
              We e-mail you a one-time sign-in link, so nobody can open your dashboard by typing your address.
            </p>
          </form>
        )}
      </Card>
      <div className="mt-8 flex justify-center gap-6 text-sm">
        <Link to="/" className="text-slate-600 underline">
          Back to home
        </Link>
        <Link to="/?firstcheck=true#reference-form" className="font-semibold text-brand-700 underline">
          Start your first check
        </Link>
      </div>
    </main>
  );
}
