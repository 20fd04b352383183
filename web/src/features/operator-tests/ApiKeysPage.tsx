import { formatDateTime } from "../admin/format";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { api, errorText, type RestAnswer } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { OperatorPage } from "./OperatorPage";

const OTHER_KEYS = [
  "TWILIO_ACCOUNT_SID",
  "TWILIO_PHONE_NUMBER_US",
  "TWILIO_PHONE_NUMBER_CA",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "POSTMARK_SERVER_TOKEN",
  "ANTHROPIC_API_KEY",
] as const;

/** /api-keys: provider keys saved encrypted, applied without a restart, never shown back (spec §2.5). */
export function ApiKeysPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const keys = trpc.admin.test.apiKeys.useQuery();
  const [callKey, setCallKey] = useState("");
  const [callKeyError, setCallKeyError] = useState<string | null>(null);
  const [otherName, setOtherName] = useState<string>(OTHER_KEYS[0]);
  const [otherValue, setOtherValue] = useState("");
  const [saved, setSaved] = useState<RestAnswer<"POST /api/save-api-key"> | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(keyName: string, keyValue: string, clear: () => void) {
    setBusy(true);
    try {
      const r = await api("POST /api/save-api-key", {
        body: { keyName, keyValue },
      });
      clear();
      setSaved(r);
      // The server says whether the key applies now or needs its provider switched to live.
      toast({ title: "API key saved", description: r.message, variant: "success" });
      await utils.admin.test.apiKeys.invalidate();
    } catch (err) {
      toast({ title: "Failed to save API key", description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  function saveCallKey(e: FormEvent) {
    e.preventDefault();
    if (!callKey.trim()) return setCallKeyError("Please enter your Bland.ai API key");
    setCallKeyError(null);
    void save("BLAND_API_KEY", callKey, () => setCallKey(""));
  }

  return (
    <OperatorPage title="API Key Setup" intro="Provider keys are stored encrypted and never shown again.">
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold">Call provider key</h2>
          <p className="mt-1 text-sm text-slate-600">
            The calling provider&apos;s secret (Twilio auth token). Saved keys replace the server&apos;s
            environment value.
          </p>
          <form onSubmit={saveCallKey} className="mt-4 grid gap-3" noValidate>
            <TextField
              label="API key"
              type="password"
              autoComplete="off"
              value={callKey}
              error={callKeyError ?? undefined}
              onChange={(e) => setCallKey(e.target.value)}
            />
            <Button type="submit" disabled={busy}>
              Save API Key
            </Button>
          </form>
          {saved && (
            <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              Saved {saved.keyName}. {saved.message}
            </p>
          )}
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Other provider keys</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!otherValue.trim())
                return toast({
                  title: "Failed to save API key",
                  description: "Please enter a value",
                  variant: "destructive",
                });
              void save(otherName, otherValue, () => setOtherValue(""));
            }}
            className="mt-4 grid gap-3"
          >
            <label className="text-sm font-medium text-slate-800">
              Key
              <select
                value={otherName}
                onChange={(e) => setOtherName(e.target.value)}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-normal"
              >
                {OTHER_KEYS.map((k) => (
                  <option key={k}>{k}</option>
                ))}
              </select>
            </label>
            <TextField
              label="Value"
              type="password"
              autoComplete="off"
              value={otherValue}
              onChange={(e) => setOtherValue(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              Save Key
            </Button>
          </form>
        </Card>
      </div>
      <Card>
        <h2 className="text-lg font-semibold">Where each key comes from</h2>
        <ul className="mt-3 divide-y divide-slate-200 text-sm" data-testid="key-sources">
          {keys.data?.map((k) => (
            <li key={k.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-mono text-xs">{k.name}</span>
              <span className="flex items-center gap-2">
                <Badge color={k.source === "saved" ? "green" : k.source === "environment" ? "blue" : "gray"}>
                  {k.source}
                </Badge>
                {k.updatedAt && (
                  <span className="text-xs text-slate-500">saved {formatDateTime(k.updatedAt)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </OperatorPage>
  );
}
