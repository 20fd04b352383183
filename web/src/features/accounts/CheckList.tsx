import { format } from "date-fns";
import { useState } from "react";
import { Link } from "react-router";
import { Badge, Card, ProgressBar } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { downloadPdf } from "./download";

export interface DashboardCheck {
  id: number;
  publicId: string;
  candidateName: string;
  candidateRole: string;
  companyName: string;
  createdAt: string;
  status: string;
  totalReferences: number;
  completedReferences: number;
  pendingReferences: number;
  failedReferences: number;
  overallProgress: number;
  paymentStatus: string;
  reports: { standard: boolean; enhanced: boolean };
}

/** spec §4: processing reads "In Progress"; any other value is shown as it is. */
function StatusBadge({ status }: { status: string }) {
  const color =
    status === "completed"
      ? "green"
      : status === "processing"
        ? "blue"
        : status === "failed"
          ? "red"
          : "yellow";
  const label = status === "completed" ? "Completed" : status === "processing" ? "In Progress" : status;
  return (
    <Badge color={color} data-testid="check-status-badge">
      {label}
    </Badge>
  );
}

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

export function CheckList({ checks }: { checks: DashboardCheck[] }) {
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
              </div>
              <StatusBadge status={c.status} />
            </div>
            <div className="mt-4">
              <ProgressBar value={c.overallProgress} label={`Progress for ${c.candidateName}`} />
              <div className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-slate-600">
                <span>
                  {c.completedReferences} completed · {c.pendingReferences} in progress
                  {c.failedReferences > 0 ? ` · ${c.failedReferences} unreachable` : ""}
                </span>
                <span>{c.overallProgress}%</span>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <Link to={`/check-status/${c.publicId}`} className="text-sm text-brand-700 underline">
                View status
              </Link>
              {c.status === "completed" && <ReportButtons check={c} />}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
