import { useDeferredValue, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { FraudPanel, WebhookLogsPanel } from "./ActivityPanels";
import { AttentionPanel } from "./AttentionPanel";
import { DataRequestsPanel } from "./DataRequestsPanel";
import { ChecksTable, type StatusFilter } from "./ChecksTable";
import { downloadCsv } from "./download";
import { HealthPanel } from "./HealthPanel";
import { LearningPanel, QuestionsPanel } from "./InsightsPanels";
import { OperatorGate } from "./OperatorGate";
import { RefundDialog } from "./RefundDialog";
import { MaintenancePanel } from "./MaintenancePanel";
import { SmsPanel } from "./SmsPanel";
import { StatCards } from "./StatCards";
// Every figure and list refreshes every 30 s while the tab is visible.
import { live } from "./refresh";
import type { ListedCheck } from "./types";

/** What the operator is told after force-complete, by what actually happened. */
const FORCE_COMPLETE_TOASTS = {
  report: (id: number) => ({
    title: "Check closed",
    description: `Check #${id}: remaining calls cancelled; the report of the references interviewed is on its way.`,
  }),
  "awaiting-analysis": (id: number) => ({
    title: "Check closed",
    description: `Check #${id}: remaining calls cancelled; the report follows once the last interview is analysed.`,
  }),
  failed: (id: number) => ({
    title: "Check closed as failed",
    description: `Check #${id}: nobody was interviewed, so the requester gets the failure notice and any payment back.`,
  }),
  "already-completed": (id: number) => ({
    title: "Already completed",
    description: `Check #${id} was already completed.`,
  }),
};

/** /admin: the operator dashboard (spec operator-side §2.1). */
export function AdminPage() {
  return (
    <OperatorGate title="Admin Dashboard">
      <Dashboard />
    </OperatorGate>
  );
}

function Dashboard() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refundFor, setRefundFor] = useState<ListedCheck | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = { search: useDeferredValue(search).trim(), status };

  const stats = trpc.admin.stats.useQuery(undefined, live);
  const turnaround = trpc.admin.turnaround.useQuery(undefined, live);
  const checks = trpc.admin.checks.useInfiniteQuery(query, {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (prev) => prev,
    ...live,
  });
  const listed = checks.data?.pages.flatMap((p) => p.checks);
  const total = checks.data?.pages[0]?.total;
  const health = trpc.admin.health.useQuery(undefined, live);
  const learning = trpc.admin.learningStats.useQuery(undefined, live);
  const best = trpc.admin.bestQuestions.useQuery(undefined, live);
  const worst = trpc.admin.worstQuestions.useQuery(undefined, live);
  const webhooks = trpc.admin.webhookLogs.useQuery(undefined, live);
  const fraud = trpc.admin.fraudFlags.useQuery(undefined, live);
  const sms = trpc.admin.smsReplies.useQuery(undefined, live);
  const dataRequests = trpc.admin.dataRequests.useQuery(undefined, live);
  const forceComplete = trpc.admin.forceComplete.useMutation();
  const retry = trpc.admin.retryStuck.useMutation();
  const testEmail = trpc.admin.sendTestEmail.useMutation();

  async function act(
    c: ListedCheck,
    run: () => Promise<unknown>,
    /** The success toast; null when `run` shows its own (one toast at a time). */
    ok: { title: string; description?: string } | null,
    fail: string,
  ) {
    setBusyId(c.id);
    try {
      await run();
      if (ok) toast({ ...ok, variant: "success" });
      await utils.admin.invalidate();
    } catch (err) {
      toast({ title: fail, description: errorText(err), variant: "destructive" });
    } finally {
      setBusyId(null);
    }
  }

  const onForceComplete = (c: ListedCheck) => {
    if (
      !window.confirm(
        `Force-complete check #${c.id} for ${c.candidateName}? Unfinished references will not be called again; each is refunded its share, and the requester gets the report of those interviewed (or, with nobody interviewed, a failure notice and a full refund).`,
      )
    )
      return;
    void act(
      c,
      async () => {
        const r = await forceComplete.mutateAsync({ id: c.id });
        toast({ ...FORCE_COMPLETE_TOASTS[r.outcome](c.id), variant: "success" });
      },
      null,
      "Failed to force-complete the check",
    );
  };
  const onRetry = (c: ListedCheck) =>
    void act(
      c,
      () => retry.mutateAsync({ id: c.id }),
      { title: "Retry started", description: `Check #${c.id} was sent back to its stuck step.` },
      "Failed to retry the check",
    );
  const onTestEmail = (c: ListedCheck) =>
    void act(
      c,
      async () => {
        const r = await testEmail.mutateAsync({ id: c.id });
        toast({ title: "Test email sent", description: `Sent to ${r.to}.`, variant: "success" });
      },
      { title: "Test email sent" },
      "Failed to send test email",
    );

  async function exportReports() {
    setExporting(true);
    try {
      const params = new URLSearchParams({ search: query.search, status });
      await downloadCsv(`/api/admin/export-csv?${params}`);
    } catch {
      toast({ title: "Failed to export reports. Please try again.", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }
  async function checkWebhooks() {
    const r = await webhooks.refetch();
    if (r.error) toast({ title: "Failed to fetch webhook logs", variant: "destructive" });
    else toast({ title: "Webhooks checked", description: `${r.data?.length ?? 0} recent events.` });
  }
  async function checkHealth() {
    const r = await health.refetch();
    if (r.error) toast({ title: "Failed to check system health", variant: "destructive" });
    else {
      const bad = r.data?.checks.filter((c) => !c.healthy).map((c) => c.name) ?? [];
      toast({
        title: bad.length ? "Some systems are unhealthy" : "All systems healthy",
        description: bad.length ? bad.join(", ") : undefined,
        variant: bad.length ? "destructive" : "success",
      });
    }
  }
  const newest = listed?.[0];

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-slate-600">Automated reference checks: revenue, health and every check.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void utils.admin.invalidate()}>
          Refresh
        </Button>
      </div>

      <AttentionPanel />

      <StatCards stats={stats.data} turnaround={turnaround.data} />

      <Card className="p-4">
        <h2 className="sr-only">Quick actions</h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void exportReports()} disabled={exporting}>
            {exporting ? "Exporting…" : "Export Reports"}
          </Button>
          <Button
            variant="secondary"
            onClick={() => document.getElementById("webhook-logs")?.scrollIntoView({ behavior: "smooth" })}
          >
            View Logs
          </Button>
          <Button variant="secondary" onClick={() => void checkWebhooks()}>
            Check Webhooks
          </Button>
          <Button
            variant="secondary"
            disabled={!newest || busyId !== null}
            onClick={() => newest && onTestEmail(newest)}
          >
            Test Email
          </Button>
        </div>
        <p className="mt-2 text-xs text-slate-500">
          Export Reports downloads the checks matching the search and filter below as CSV. Test Email sends
          the newest check&apos;s report e-mail to you.
        </p>
      </Card>

      <ChecksTable
        checks={listed}
        total={total}
        loading={checks.isLoading}
        hasMore={!!checks.hasNextPage}
        loadingMore={checks.isFetchingNextPage}
        onLoadMore={() => void checks.fetchNextPage()}
        search={search}
        status={status}
        onSearch={setSearch}
        onStatus={setStatus}
        onRetry={onRetry}
        onForceComplete={onForceComplete}
        onTestEmail={onTestEmail}
        onRefund={setRefundFor}
        busyId={busyId}
      />
      {refundFor && <RefundDialog check={refundFor} onClose={() => setRefundFor(null)} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <HealthPanel health={health.data} onCheck={() => void checkHealth()} checking={health.isFetching} />
        <LearningPanel stats={learning.data} />
        <QuestionsPanel
          title="Best questions"
          questions={best.data}
          tone="good"
          empty="No analysed answers yet: the best questions appear after the first interviews."
        />
        <QuestionsPanel
          title="Questions to improve"
          questions={worst.data}
          tone="bad"
          empty="No analysed answers yet: weak questions appear after the first interviews."
        />
        <WebhookLogsPanel logs={webhooks.data} error={!!webhooks.error} />
        <FraudPanel data={fraud.data} />
        <SmsPanel data={sms.data} />
        <DataRequestsPanel data={dataRequests.data} />
        <MaintenancePanel />
      </div>
    </main>
  );
}
