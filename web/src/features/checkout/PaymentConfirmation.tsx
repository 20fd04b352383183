import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Badge, Card } from "../../components/ui/card";
import { CALLING_HOURS_RULE } from "../../lib/calling-hours";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@server/trpc/routers";
import { trpc } from "../../lib/trpc";
import { formatAmount } from "./format";
import { clearPendingCheckout, readCheckoutToken } from "../../lib/pending-checkout";

/**
 * The body of /checkout-success and /thank-you (spec §2): clears the stored pending data, shows the
 * confirmation, next steps and timing, the check id and the last 8 characters of the payment
 * session. With the session id and the check's checkout token (handed over in memory by the card
 * form, or read from storage once before it is cleared), the server tells whether the check has
 * started (asking the provider itself when its webhook is late); the page polls until it has.
 */
export function PaymentConfirmation({
  sessionId,
  checkId,
  variant,
}: {
  sessionId: string | null;
  checkId: string | null;
  variant: "success" | "thank-you";
}) {
  const id = Number(checkId);
  const valid = Number.isInteger(id) && id > 0;
  const location = useLocation();
  const [checkoutToken] = useState<string | null>(
    () =>
      (location.state as { checkoutToken?: string } | null)?.checkoutToken ??
      (valid ? readCheckoutToken(id) : null),
  );
  useEffect(() => clearPendingCheckout(valid ? id : null), [valid, id]);
  const receipt = trpc.payments.receipt.useQuery(
    { referenceCheckId: id, sessionId: sessionId ?? "", checkoutToken: checkoutToken ?? "" },
    {
      enabled: valid && !!sessionId && !!checkoutToken,
      // Until the payment is confirmed; a check then waiting for its candidate needs no polling here.
      refetchInterval: (q) =>
        !q.state.data || q.state.data.phase.kind === "awaiting_payment" ? 3000 : false,
    },
  );
  const modes = trpc.site.providerModes.useQuery();
  const r = receipt.data;
  if (!valid || !sessionId) return <NoPaymentDetails />;
  const product = modes.data?.productName ?? "RefLine";
  const receiptLine =
    modes.data?.receiptSender === "stripe"
      ? "Stripe, our payment processor, e-mails your receipt to the address on this check."
      : `${product} e-mails your receipt to the address on this check${modes.data?.devTools ? " (simulated payments: see the outbox)" : ""}.`;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="text-center">
        <div
          aria-hidden
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
        >
          ✓
        </div>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">
          {!r
            ? "Confirming your payment…"
            : variant === "thank-you"
              ? "Thank you! Your payment went through"
              : "Payment successful"}
        </h1>
        <p className="mt-2 text-slate-600">
          {r?.candidateName
            ? `Your reference check for ${r.candidateName} is confirmed.`
            : "Your reference check is confirmed."}{" "}
          <span data-testid="receipt-sender">{receiptLine}</span>
        </p>
      </div>

      <Card className="mt-8">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Reference check</dt>
            <dd className="font-medium text-slate-900" data-testid="receipt-check-id">
              #{valid ? id : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Payment reference</dt>
            <dd className="font-mono text-slate-900" data-testid="receipt-session">
              {sessionId ? `…${sessionId.slice(-8)}` : "—"}
            </dd>
          </div>
          {r && (
            <>
              <div>
                <dt className="text-slate-500">Amount</dt>
                <dd className="font-medium text-slate-900">{formatAmount(r.amount)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Status</dt>
                <dd data-testid="receipt-status">
                  <Badge color={r.phase.words.tone}>{r.phase.words.badge}</Badge>
                </dd>
              </div>
            </>
          )}
        </dl>
        {r && <ReceiptLines receipt={r} />}
        {receipt.error && (
          <p className="mt-4 text-sm text-slate-600">
            We could not look this payment up right now. Your confirmation e-mail has the details.
          </p>
        )}
      </Card>

      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-slate-900">What happens next</h2>
        {r && (
          <div className="mt-3 text-slate-800" data-testid="phase" data-phase={r.phase.kind}>
            <p className="font-medium" data-testid="phase-headline">
              {r.phase.words.headline}
            </p>
            <p className="mt-1" data-testid="phase-next">
              {r.phase.words.next}
            </p>
          </div>
        )}
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          {r?.phase.invitation && (
            <li>
              The candidate reads a short disclosure and authorizes the check; no reference is called before.
            </li>
          )}
          <li>Our AI caller phones each reference, asks for consent to record, and interviews them.</li>
          {modes.data?.callsAtOnce ? (
            <li>
              Demo with simulated calls: calls go out at once, at any hour; the report follows within minutes.
            </li>
          ) : (
            <>
              <li>Calls run {CALLING_HOURS_RULE}, up to 3 attempts.</li>
              <li>Your PDF report arrives by e-mail, usually within about 2 hours of business time.</li>
            </>
          )}
        </ol>
        <p className="mt-3 text-sm text-slate-500">
          {modes.data?.callsAtOnce ? "" : "Orders placed after 6 PM complete the next business day. "}A
          reference we cannot reach is refunded.
        </p>
      </Card>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {r && (
          <Link
            to={`/check-status/${r.checkId}`}
            className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Track your check
          </Link>
        )}
        <Link
          to="/"
          className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-900"
        >
          Back to Home
        </Link>
        {variant === "success" && (
          <Link
            to="/demo"
            className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-900"
          >
            See a demo call
          </Link>
        )}
      </div>
    </main>
  );
}

type Receipt = inferRouterOutputs<AppRouter>["payments"]["receipt"];

/** What was bought and what came back (each refund with its amount and why), as the receipt e-mail. */
function ReceiptLines({ receipt: r }: { receipt: Receipt }) {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const b = r.bought;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-sm" data-testid="receipt-lines">
      <h2 className="font-semibold text-slate-900">Receipt</h2>
      <ul className="mt-2 space-y-1 text-slate-700">
        <li className="flex justify-between gap-4" data-testid="receipt-bought">
          <span>
            {b.references} reference{b.references === 1 ? "" : "s"} at {money(b.each)} each
          </span>
          <span className="font-medium text-slate-900">{money(b.total)}</span>
        </li>
        {r.refunds.map((l, i) => (
          <li key={i} className="flex justify-between gap-4" data-testid="receipt-refund">
            <span>
              {l.pending ? "Being refunded" : "Refunded"}: {l.reason.replace(/\.$/, "")}
            </span>
            <span className="whitespace-nowrap font-medium text-emerald-700">-{money(l.amount)}</span>
          </li>
        ))}
        {r.refunds.length > 0 && (
          <li className="flex justify-between gap-4 border-t border-slate-100 pt-1" data-testid="receipt-net">
            <span>You paid in the end</span>
            <span className="font-semibold text-slate-900">{money(r.net)}</span>
          </li>
        )}
      </ul>
      {r.phase.words.money && <p className="mt-2 text-slate-600">{r.phase.words.money}</p>}
    </div>
  );
}

/** Reached without the payment's details (no check id or payment reference): claim nothing. */
function NoPaymentDetails() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">No payment details here</h1>
      <p className="mt-3 text-slate-600">
        This page shows a payment when you arrive from the checkout. If you have paid, your receipt e-mail and
        your dashboard have the details; if not, start from the request form.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/dashboard"
          className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Go to your dashboard
        </Link>
        <Link
          to="/"
          className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-900"
        >
          Back to Home
        </Link>
      </div>
    </main>
  );
}
