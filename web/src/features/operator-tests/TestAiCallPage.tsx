import { formatDateTime } from "../admin/format";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { api, errorText, type RestAnswer } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { OperatorPage } from "./OperatorPage";

type Initiation = RestAnswer<"POST /api/reference-checks/initiate-bland-calls/:id">;

/** /test-bland-ai: the AI caller's test dashboard (spec §2.4). */
export function TestAiCallPage() {
  const toast = useToast();
  const me = trpc.admin.me.useQuery(undefined, { retry: false });
  const [phones, setPhones] = useState(["", "", ""]);
  const [checkId, setCheckId] = useState("");
  const [checkIdError, setCheckIdError] = useState<string | null>(null);
  const [results, setResults] = useState<{ checkId: number; data: Initiation } | null>(null);
  const [busy, setBusy] = useState<"quick" | "manual" | null>(null);

  async function initiate(id: number) {
    try {
      const data = await api("POST /api/reference-checks/initiate-bland-calls/:id", { params: { id } });
      setResults({ checkId: id, data });
      if (!data.success)
        toast({ title: "Failed to initiate calls", description: data.error, variant: "destructive" });
    } catch (err) {
      toast({ title: "Failed to initiate calls", description: errorText(err), variant: "destructive" });
    }
  }

  async function quickTest(e: FormEvent) {
    e.preventDefault();
    setBusy("quick");
    try {
      const names = ["Quick Test Reference One", "Quick Test Reference Two", "Quick Test Reference Three"];
      const relationships = ["direct-manager", "colleague", "client"];
      let created: RestAnswer<"POST /api/reference-check">;
      try {
        created = await api("POST /api/reference-check", {
          body: {
            requesterEmail:
              me.data?.email?.includes("@") && !me.data.email.endsWith("@operators")
                ? me.data.email
                : "quick-test@refline.example",
            candidateName: "Quick Test Candidate",
            role: "Test Role",
            companyName: "Quick Test",
            ...Object.fromEntries(
              phones.map((p, i) => [
                `reference${i + 1}`,
                { name: names[i], phone: p, relationship: relationships[i] },
              ]),
            ),
            termsAccepted: true,
            consentGiven: true,
            freeCheck: true,
          },
        });
      } catch (err) {
        toast({
          title: "Failed to create reference check",
          description: errorText(err),
          variant: "destructive",
        });
        return;
      }
      await initiate(created.referenceCheckId);
    } catch {
      toast({ title: "Failed to start quick test", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function manual(e: FormEvent) {
    e.preventDefault();
    if (!checkId.trim()) return setCheckIdError("Please enter a reference check ID");
    setCheckIdError(null);
    setBusy("manual");
    try {
      await initiate(Number(checkId.trim()));
    } finally {
      setBusy(null);
    }
  }

  const ready = phones.every((p) => p.trim() !== "");
  return (
    <OperatorPage
      title="AI Call Test Dashboard"
      intro="Start real interviews through the calling pipeline and watch the call ids come back."
    >
      <Card className="grid gap-3 text-sm sm:grid-cols-3">
        <p>
          <strong>Voice:</strong> Google Neural2 F (default)
        </p>
        <p>
          <strong>Call length:</strong> up to 8 minutes per call
        </p>
        <p>
          <strong>Recording:</strong> enabled, only after consent
        </p>
        <p className="text-slate-600 sm:col-span-3">Targets: 95% completion rate · 2-hour turnaround.</p>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold">Quick test</h2>
          <p className="mt-1 text-sm text-slate-600">
            Creates a test check with three references, then starts their calls.
          </p>
          <form onSubmit={quickTest} className="mt-4 grid gap-3">
            {phones.map((p, i) => (
              <TextField
                key={i}
                label={`Reference ${i + 1} phone`}
                type="tel"
                placeholder="+1234567890"
                hint="Format: +1234567890"
                value={p}
                onChange={(e) => setPhones((all) => all.map((x, j) => (j === i ? e.target.value : x)))}
              />
            ))}
            <Button type="submit" disabled={!ready || busy !== null}>
              {busy === "quick" ? "Starting…" : "Run Quick Test"}
            </Button>
          </form>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Manual test</h2>
          <p className="mt-1 text-sm text-slate-600">Start the calls of an existing check by its id.</p>
          <form onSubmit={manual} className="mt-4 grid gap-3" noValidate>
            <TextField
              label="Reference check ID"
              inputMode="numeric"
              value={checkId}
              error={checkIdError ?? undefined}
              onChange={(e) => setCheckId(e.target.value)}
            />
            <Button type="submit" disabled={busy !== null}>
              {busy === "manual" ? "Starting…" : "Initiate Calls"}
            </Button>
          </form>
        </Card>
      </div>
      {results && (
        <Card data-testid="initiation-results">
          <h2 className="text-lg font-semibold">Results for check #{results.checkId}</h2>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {results.data.results.map((r) => (
              <li key={r.reference} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium">{r.reference}</span>
                <span className="flex items-center gap-2">
                  <Badge color={r.success ? "green" : "red"}>{r.success ? "success" : "failed"}</Badge>
                  {r.callId && <span className="font-mono text-xs break-all">{r.callId}</span>}
                  {!r.callId && r.scheduledFor && (
                    <span className="text-xs text-slate-600">scheduled {formatDateTime(r.scheduledFor)}</span>
                  )}
                  {r.error && <span className="text-xs text-red-700">{r.error}</span>}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </OperatorPage>
  );
}
