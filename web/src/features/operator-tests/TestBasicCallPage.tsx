import { useState, type FormEvent } from "react";
import { formatUsPhone } from "@server/shared/voices";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { api, errorText, type RestAnswer } from "../../lib/api";
import { OperatorPage } from "./OperatorPage";

type Debug = RestAnswer<"GET /api/debug-twilio">;
type CallResult = RestAnswer<"POST /api/test-basic-call">;

/** /test-basic-call: telephony configuration check and one basic test call (spec §2.2). */
export function TestBasicCallPage() {
  const toast = useToast();
  const [debug, setDebug] = useState<Debug | null>(null);
  const [phone, setPhone] = useState("");
  // Calls keep the reference's calling hours; an operator may override them, with a reason (audited).
  const [overrideHours, setOverrideHours] = useState(false);
  const [overrideReason, setOverrideReason] = useState("");
  const [result, setResult] = useState<CallResult | null>(null);
  const [busy, setBusy] = useState<"debug" | "call" | null>(null);

  async function runDebug() {
    setBusy("debug");
    try {
      setDebug(await api("GET /api/debug-twilio"));
    } catch {
      toast({ title: "Debug Failed", description: "Failed to retrieve debug info", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function call(e: FormEvent) {
    e.preventDefault();
    const digits = phone.replace(/\D/g, "");
    if (!phone.trim())
      return toast({
        title: "Phone Number Required",
        description: "Please enter your phone number",
        variant: "destructive",
      });
    if (digits.length < 10)
      return toast({
        title: "Invalid Phone Number",
        description: "Please enter a valid phone number",
        variant: "destructive",
      });
    setBusy("call");
    try {
      const r = await api("POST /api/test-basic-call", {
        body: { phoneNumber: phone, ...(overrideHours ? { overrideHours, overrideReason } : {}) },
      });
      setResult(r);
      if (r.success)
        toast({
          title: "Call Test Successful",
          description: "Check your phone for the test call!",
          variant: "success",
        });
      else
        toast({
          title: "Call Test Failed",
          description: r.error || "Unknown error occurred",
          variant: "destructive",
        });
    } catch (err) {
      if (/^\d{3}: /.test((err as Error).message))
        toast({
          title: "Call Test Failed",
          description: errorText(err) || "Unknown error occurred",
          variant: "destructive",
        });
      else
        toast({
          title: "Request Failed",
          description: "Failed to initiate test call",
          variant: "destructive",
        });
    } finally {
      setBusy(null);
    }
  }

  const yes = (b: boolean) => <Badge color={b ? "green" : "red"}>{b ? "present" : "missing"}</Badge>;
  return (
    <OperatorPage
      title="Basic Call Test"
      intro="Check the telephony configuration and place one short test call."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold">Configuration check</h2>
          <p className="mt-1 text-sm text-slate-600">
            Which telephony settings are present. Secret values are never shown.
          </p>
          <Button
            className="mt-4"
            variant="secondary"
            onClick={() => void runDebug()}
            disabled={busy === "debug"}
          >
            {busy === "debug" ? "Checking…" : "Check Configuration"}
          </Button>
          {debug && (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="debug-info">
              <dt>Provider</dt>
              <dd>
                {debug.provider}{" "}
                <Badge color={debug.mode === "live" ? "green" : "yellow"}>{debug.mode}</Badge>
              </dd>
              <dt>Account SID</dt>
              <dd>
                {yes(debug.envVarsPresent.accountSid)} {debug.accountSidPrefix}
              </dd>
              <dt>Auth token</dt>
              <dd>
                {yes(debug.envVarsPresent.authToken)} {debug.authTokenPrefix}
              </dd>
              <dt>US number</dt>
              <dd>
                {yes(debug.envVarsPresent.phoneNumberUS)} {debug.phoneNumbers.us}
              </dd>
              <dt>CA number</dt>
              <dd>
                {yes(debug.envVarsPresent.phoneNumberCA)} {debug.phoneNumbers.ca}
              </dd>
              <dt>Environment</dt>
              <dd>{debug.nodeEnv}</dd>
              <dt>TWILIO_* vars</dt>
              <dd>{debug.allTwilioEnvVars.join(", ") || "none"}</dd>
            </dl>
          )}
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Basic test call</h2>
          <form onSubmit={call} className="mt-4 grid gap-4" noValidate>
            <TextField
              label="Phone number"
              type="tel"
              inputMode="tel"
              placeholder="(555) 123-4567"
              value={phone}
              onChange={(e) => setPhone(formatUsPhone(e.target.value))}
            />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={overrideHours}
                onChange={(e) => setOverrideHours(e.target.checked)}
              />
              Call outside calling hours (recorded in the audit log; never outside 8:00–21:00 local)
            </label>
            {overrideHours && (
              <TextField
                label="Reason"
                value={overrideReason}
                onChange={(e) => setOverrideReason(e.target.value)}
                placeholder="Why this test call cannot wait"
              />
            )}
            <Button type="submit" disabled={busy === "call"}>
              {busy === "call" ? "Calling…" : "Make Test Call"}
            </Button>
          </form>
          {result && (
            <div className="mt-4 text-sm" data-testid="call-result">
              <p>
                <Badge color={result.success ? "green" : "red"}>
                  {result.success ? "success" : "failed"}
                </Badge>{" "}
                {result.callSid && <span className="font-mono text-xs">{result.callSid}</span>}
              </p>
              <ol className="mt-2 list-decimal space-y-0.5 pl-5 text-slate-700">
                {result.logs.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ol>
              {result.fullError && (
                <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-100">
                  {result.fullError}
                </pre>
              )}
            </div>
          )}
        </Card>
      </div>
    </OperatorPage>
  );
}
