import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { API_SCOPE_LABELS, API_SCOPES, type ApiScope } from "@server/shared/public-api";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { useCurrentUser } from "../accounts/session";

const when = (d: Date | string | null) => (d ? new Date(d).toLocaleString() : "Never");

/** Settings → API on the customer dashboard: create (shown once), list and revoke API keys. */
export function ApiSettingsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const me = useCurrentUser();
  const user = me.data ?? null;
  const utils = trpc.useUtils();
  const keys = trpc.publicApi.keys.list.useQuery(undefined, { enabled: !!user });
  const create = trpc.publicApi.keys.create.useMutation();
  const revoke = trpc.publicApi.keys.revoke.useMutation();
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"test" | "live">("test");
  const [scopes, setScopes] = useState<ApiScope[]>([...API_SCOPES]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ key: string; name: string } | null>(null);

  useEffect(() => {
    if (me.isFetched && !user) navigate("/customer-login", { replace: true });
  }, [me.isFetched, user, navigate]);

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const made = await create.mutateAsync({ name, mode, scopes });
      setShown({ key: made.key, name: made.name });
      setName("");
      await utils.publicApi.keys.list.invalidate();
    } catch (err) {
      setError((err as Error).message);
    }
  }

  async function onRevoke(id: string, keyName: string) {
    if (!window.confirm(`Revoke the API key "${keyName}"? Requests with it stop working at once.`)) return;
    try {
      await revoke.mutateAsync({ id });
      await utils.publicApi.keys.list.invalidate();
      toast({ title: "API key revoked", description: keyName, variant: "success" });
    } catch (err) {
      toast({
        title: "Could not revoke the key",
        description: (err as Error).message,
        variant: "destructive",
      });
    }
  }

  if (!user) return <main className="mx-auto max-w-5xl px-6 py-12 text-slate-600">Loading...</main>;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm text-slate-600">
        <Link to="/dashboard" className="text-brand-700 underline underline-offset-2">
          Dashboard
        </Link>{" "}
        › Settings › API
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">API keys</h1>
      <p className="mt-1 text-slate-600">
        Keys let your applicant-tracking system or your own scripts run reference checks through the{" "}
        <Link to="/developers" className="text-brand-700 underline underline-offset-2">
          RefLine API
        </Link>
        . Test keys run checks on simulated calls and are never charged.
      </p>

      {shown && (
        <Card className="mt-6 border-amber-300 bg-amber-50" data-testid="new-api-key">
          <h2 className="font-semibold text-slate-900">Your new key “{shown.name}”</h2>
          <p className="mt-1 text-sm text-amber-900">
            Copy it now: this is the only time it is shown. We keep only a fingerprint of it.
          </p>
          <code className="mt-3 block rounded bg-white p-3 font-mono text-sm break-all text-slate-900">
            {shown.key}
          </code>
          <div className="mt-3 flex gap-3">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(shown.key).then(() => toast({ title: "Copied" }))
              }
            >
              Copy
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setShown(null)}>
              I have stored it
            </Button>
          </div>
        </Card>
      )}

      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-slate-900">Create a key</h2>
        <form className="mt-4 space-y-4" onSubmit={(e) => void onCreate(e)}>
          <label className="block text-sm font-medium text-slate-800">
            Name
            <input
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              value={name}
              maxLength={80}
              placeholder="Greenhouse integration"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Mode</legend>
            <div className="mt-1 flex gap-6 text-sm">
              {(["test", "live"] as const).map((m) => (
                <label key={m} className="flex items-center gap-2">
                  <input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} />
                  {m === "test" ? "Test (simulated, never charged)" : "Live (real calls, charged)"}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Scopes</legend>
            <div className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
              {API_SCOPES.map((s) => (
                <label key={s} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={scopes.includes(s)}
                    onChange={(e) =>
                      setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))
                    }
                  />
                  <code>{s}</code> <span className="text-slate-600">{API_SCOPE_LABELS[s]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create key"}
          </Button>
        </form>
      </Card>

      <section className="mt-8">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Your keys</h2>
        {keys.isLoading ? (
          <p className="text-slate-600">Loading...</p>
        ) : !keys.data?.length ? (
          <p className="text-slate-600">No API keys yet.</p>
        ) : (
          // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Your keys">
            <table className="w-full text-left text-sm" data-testid="api-keys">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-4">Name</th>
                  <th className="py-2 pr-4">Key</th>
                  <th className="py-2 pr-4">Scopes</th>
                  <th className="py-2 pr-4">Created</th>
                  <th className="py-2 pr-4">Last used</th>
                  <th className="py-2" />
                </tr>
              </thead>
              <tbody>
                {keys.data.map((k) => (
                  <tr key={k.id} className="border-t border-slate-200" data-key-name={k.name}>
                    <td className="py-2 pr-4 font-medium text-slate-900">{k.name}</td>
                    <td className="py-2 pr-4 font-mono">{k.prefix}…</td>
                    <td className="py-2 pr-4">{k.scopes.join(", ")}</td>
                    <td className="py-2 pr-4">{when(k.createdAt)}</td>
                    <td className="py-2 pr-4">{when(k.lastUsedAt)}</td>
                    <td className="py-2">
                      {k.revokedAt ? (
                        <span className="text-slate-500">Revoked</span>
                      ) : (
                        <Button size="sm" variant="danger" onClick={() => void onRevoke(k.id, k.name)}>
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
