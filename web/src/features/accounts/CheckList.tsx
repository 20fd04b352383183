import { format } from "date-fns";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge, Card, ProgressBar } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { api, errorText, type RestAnswer } from "../../lib/api";
import { savePendingCheckout } from "../../lib/pending-checkout";
import { trpc } from "../../lib/trpc";
import { downloadPdf } from "./download";

export type DashboardCheck = RestAnswer<"GET /api/dashboard/checks">["checks"][number];

const PAYMENT_LABELS: Record<string, string> = {
  free: "Free check",
  paid: "Paid",
  pending: "Payment pending",
  failed: "Payment failed",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
};

function ReportButtons({ check }: { check: DashboardCheck }) {
  const toast = useToast();
  const [busy, setBusy] = useState<"standard" | "enhanced" | null>(null);
  async function get(design: "standard" | "enhanced") {
    setBusy(design);
    try {
      if (design === "standard") {
        await downloadPdf(`/api/dashboard/download/${check.id}`, `Reference_Report_${check.id}.pdf`);
        toast({ title: "Download started", variant: "success" });
      } else {
        await downloadPdf(
          `/api/dashboard/download-beautiful/${check.id}`,
          `Beautiful_Report_${check.id}.pdf`,
        );
        toast({ title: "Beautiful PDF downloaded", variant: "success" });
      }
    } catch (err) {
      toast({
        title: "Download failed",
        description:
          errorText(err) || (design === "enhanced" ? "Beautiful PDF generation failed" : undefined),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => void get("standard")} disabled={busy !== null}>
        {busy === "standard" ? "Downloading..." : "Standard Report"}
      </Button>
      <Button size="sm" onClick={() => void get("enhanced")} disabled={busy !== null}>
        {busy === "enhanced" ? "Preparing..." : "Enhanced Report"}
      </Button>
    </div>
  );
}

/**
 * The candidate's rights afterwards: the pre-adverse-action packet (summary of rights + the report)
 * to send the candidate before any adverse decision, and approving the copy they asked for.
 */
function CandidateRights({ check }: { check: DashboardCheck }) {
  const toast = useToast();
  const [copy, setCopy] = useState(check.authorization?.reportCopy ?? "none");
  const [busy, setBusy] = useState(false);
  async function packet() {
    setBusy(true);
    try {
      await downloadPdf(`/api/dashboard/packet/${check.id}`, `Candidate_Packet_${check.id}.pdf`);
      toast({ title: "Packet downloaded", variant: "success" });
    } catch (err) {
      toast({ title: "Download failed", description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  async function approve() {
    setBusy(true);
    try {
      await api("POST /api/dashboard/report-copy/:id", { params: { id: check.id }, body: {} });
      setCopy("approved");
      toast({
        title: "Copy approved",
        description: "We e-mail the candidate their copy.",
        variant: "success",
      });
    } catch (err) {
      toast({ title: "Could not approve", description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={() => void packet()} disabled={busy}>
        Pre-adverse-action packet (PDF)
      </Button>
      {copy === "requested" && (
        <Button size="sm" onClick={() => void approve()} disabled={busy}>
          Send the candidate their copy
        </Button>
      )}
      {copy === "approved" && <span className="text-xs text-slate-600">Candidate&apos;s copy sent</span>}
    </div>
  );
}

/**
 * A check still waiting for its payment is finished from the dashboard the way the form does it:
 * the pending checkout is stored, then the checkout page takes over.
 */
function CompletePaymentButton({ check, email }: { check: DashboardCheck; email: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  // The session proves ownership: the server issues this browser a checkout token for the check.
  const issue = trpc.accounts.checkoutToken.useMutation();
  return (
    <Button
      size="sm"
      disabled={issue.isPending}
      onClick={async () => {
        try {
          const { checkoutToken } = await issue.mutateAsync({ id: check.id });
          savePendingCheckout({
            id: check.id,
            email,
            referenceCount: check.totalReferences,
            amount: check.amount,
            candidateName: check.candidateName,
            checkoutToken,
          });
          navigate(`/checkout?referenceCheckId=${check.id}`);
        } catch (err) {
          toast({ title: "Payment could not start", description: errorText(err), variant: "destructive" });
        }
      }}
    >
      Complete payment
    </Button>
  );
}

export function CheckList({ checks, email }: { checks: DashboardCheck[]; email: string }) {
  return (
    <ul className="space-y-4" aria-label="Your reference checks">
      {checks.map((c) => (
        <li key={c.id}>
          <Card className="p-5" data-testid="dashboard-check">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate text-lg font-semibold text-slate-900">{c.candidateName}</h3>
                <p className="text-sm text-slate-600">
                  {c.candidateRole} at {c.companyName}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  Requested {format(new Date(c.createdAt), "MMM d, yyyy")} · {c.totalReferences}{" "}
                  {c.totalReferences === 1 ? "reference" : "references"} ·{" "}
                  {PAYMENT_LABELS[c.paymentStatus] ?? c.paymentStatus}
                </p>
                <p className="mt-1 text-xs text-slate-500" data-testid="check-ordered-by">
                  Ordered by {c.orderedBy}
                </p>
                <p className="mt-1 text-xs text-slate-500" data-testid="check-origin">
                  {c.origin?.type === "api" ? `Via API key “${c.origin.apiKeyName}”` : "Via web form"}
                  {c.externalId ? ` · External ID ${c.externalId}` : ""}
                  {c.testMode ? " · Test" : ""}
                </p>
              </div>
              <Badge color={c.phase.words.tone} data-testid="check-status-badge" data-phase={c.phase.kind}>
                {c.phase.words.badge}
              </Badge>
            </div>
            <div className="mt-4">
              <ProgressBar value={c.overallProgress} label={`Progress for ${c.candidateName}`} />
              <div className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-slate-600">
                <span>
                  {c.phase.references.interviewed} interviewed
                  {c.phase.references.notInterviewed > 0 &&
                    ` · ${c.phase.references.notInterviewed} not interviewed`}
                  {c.phase.references.toCall > 0 && ` · ${c.phase.references.toCall} to call`}
                  {c.phase.references.notCalled > 0 && ` · ${c.phase.references.notCalled} not called`}
                </span>
                <span>{c.overallProgress}%</span>
              </div>
            </div>
            <div
              className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800"
              data-testid="dashboard-phase"
            >
              <p className="font-medium">{c.phase.words.headline}</p>
              <p className="mt-0.5">{c.phase.words.next}</p>
              {c.phase.words.money && <p className="mt-0.5">{c.phase.words.money}</p>}
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <Link to={`/check-status/${c.publicId}`} className="text-sm text-brand-700 underline">
                View status
              </Link>
              {c.status === "completed" && <ReportButtons check={c} />}
              {c.status === "completed" && <CandidateRights check={c} />}
              {c.awaitingPayment && <CompletePaymentButton check={c} email={email} />}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
