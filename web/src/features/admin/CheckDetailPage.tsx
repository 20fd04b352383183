import { useParams } from "react-router";
import { errorText } from "../../lib/api";
import {
  AuthorizationCard,
  EmailsAndFraud,
  OperatorActions,
  PaymentCard,
  Timeline,
} from "./CheckDetailCards";
import { CheckAttention } from "./CheckAttention";
import { CheckDetailHeader } from "./CheckDetailHeader";
import { CheckReferences } from "./CheckReferences";
import { OperatorGate } from "./OperatorGate";
import { RefundDialog } from "./RefundDialog";
import { useCheckDetail } from "./useCheckDetail";

/**
 * /admin/checks/:id: one check's whole story and the actions that make sense for it now. The id
 * is the check's number or its status id (operator e-mails link by the latter). Every time is in
 * the zone the operator bar names, except call attempts, shown in the reference's zone.
 */
export function CheckDetailPage() {
  const { id = "" } = useParams();
  return (
    <OperatorGate title={`Check ${/^\d+$/.test(id) ? `#${id}` : id}`}>
      <CheckDetail idParam={id} />
    </OperatorGate>
  );
}

function CheckDetail({ idParam }: { idParam: string }) {
  const { detail, busy, refunding, setRefunding, onRecall, onResendReport, onCancelRemaining } =
    useCheckDetail(idParam);
  const d = detail.data;

  if (detail.error)
    return (
      <main className="mx-auto max-w-5xl px-4 py-8" role="alert">
        {errorText(detail.error)}
      </main>
    );
  if (!d) return <main className="mx-auto max-w-5xl px-4 py-8 text-slate-600">Loading…</main>;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <CheckDetailHeader
        d={d}
        busy={busy}
        onRefund={() => setRefunding(true)}
        onResendReport={onResendReport}
        onCancelRemaining={onCancelRemaining}
      />
      <CheckAttention d={d} />
      <PaymentCard d={d} />
      <CheckReferences detail={d} busy={busy} onRecall={onRecall} />
      <EmailsAndFraud d={d} />
      <AuthorizationCard d={d} />
      <Timeline d={d} />
      <OperatorActions d={d} />
      {refunding && <RefundDialog check={d} onClose={() => setRefunding(false)} />}
    </main>
  );
}
