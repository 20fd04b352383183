import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Badge, Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { api, errorText, type RestAnswer } from "../../lib/api";
import { ErrorCard } from "./ErrorCard";
import { formatAmount } from "./format";
import { HostedCheckoutCard } from "./HostedCheckoutCard";
import {
  readCheckEntry,
  readCheckoutToken,
  readPendingCheckId,
  readPendingCheckout,
} from "../../lib/pending-checkout";
import { SimulatedCardForm } from "./SimulatedCardForm";

const StripeCardForm = lazy(() => import("./StripeCardForm"));

type Intent = RestAnswer<"POST /api/create-payment-intent">;

type Phase =
  | { kind: "loading" }
  | { kind: "error"; title: string; message: string }
  | { kind: "ready"; intent: Intent; checkoutToken: string };

/**
 * /checkout and /checkout-simple (spec §2): the check comes from ?referenceCheckId or the stored
 * pending id; the price comes from the server. Card form first, hosted checkout as the alternative.
 * Only the browser that submitted the form holds the check's checkout token, which every payment
 * call carries: anyone else, whatever id they type, gets nothing to pay for and sees nothing.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [stripeFailed, setStripeFailed] = useState(false);
  const raw = params.get("referenceCheckId") ?? readPendingCheckId();
  const started = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (started.current === raw) return;
    started.current = raw;
    if (!raw) {
      setPhase({
        kind: "error",
        title: "Nothing to pay for yet",
        message: "No reference check found. Please submit the form first.",
      });
      return;
    }
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      setPhase({
        kind: "error",
        title: "Something is off",
        message: "Invalid payment data. Please submit the form again.",
      });
      return;
    }
    const checkoutToken = readCheckoutToken(id);
    if (!checkoutToken) {
      setPhase({
        kind: "error",
        title: "Nothing to pay for yet",
        message: "No reference check found. Please submit the form first.",
      });
      return;
    }
    const pending = readPendingCheckout();
    api("POST /api/create-payment-intent", {
      body: {
        checkoutToken,
        referenceCheckId: id,
        email: pending?.email,
        referenceCount: pending?.referenceCount,
        amount: pending?.amount,
      },
    })
      .then((intent) => {
        if (!intent?.clientSecret)
          setPhase({
            kind: "error",
            title: "Payment unavailable",
            message: "Payment information not found. Please try again.",
          });
        else setPhase({ kind: "ready", intent, checkoutToken });
      })
      .catch((err: unknown) => {
        setPhase({
          kind: "error",
          title: "Payment unavailable",
          message: `Failed to initialize payment: ${errorText(err)}`,
        });
        toast({
          title: "Error",
          description: "Failed to start payment process. Please try again.",
          variant: "destructive",
        });
      });
  }, [raw, toast]);

  const onStripeError = useCallback(() => setStripeFailed(true), []);

  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Complete your payment</h1>
      <p className="mt-2 text-slate-600">Your reference calls start as soon as the payment is confirmed.</p>
      <div className="mt-8">
        {phase.kind === "loading" && (
          <Card aria-busy="true">
            <p className="text-slate-600" role="status">
              Loading payment form...
            </p>
            <div className="mt-4 h-10 animate-pulse rounded bg-slate-100" />
            <div className="mt-3 h-10 animate-pulse rounded bg-slate-100" />
          </Card>
        )}
        {phase.kind === "error" && <ErrorCard title={phase.title} message={phase.message} />}
        {phase.kind === "ready" && (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <Card>
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">Pay by card</h2>
                {phase.intent.simulated && <Badge color="yellow">Simulated payments</Badge>}
              </div>
              <div className="mt-4">
                {phase.intent.simulated || !phase.intent.publishableKey ? (
                  <SimulatedCardForm
                    clientSecret={phase.intent.clientSecret}
                    referenceCheckId={phase.intent.referenceCheckId}
                    checkoutToken={phase.checkoutToken}
                    amount={phase.intent.amount}
                  />
                ) : stripeFailed ? (
                  <ErrorCard
                    title="Stripe failed to load"
                    message="The card form could not be loaded. Check your connection or use the hosted checkout."
                  />
                ) : (
                  <Suspense fallback={<p className="text-slate-600">Loading payment form...</p>}>
                    <StripeCardForm
                      publishableKey={phase.intent.publishableKey}
                      clientSecret={phase.intent.clientSecret}
                      referenceCheckId={phase.intent.referenceCheckId}
                      checkoutToken={phase.checkoutToken}
                      amount={phase.intent.amount}
                      onLoadError={onStripeError}
                    />
                  </Suspense>
                )}
              </div>
            </Card>
            <div className="grid content-start gap-6">
              <OrderSummary intent={phase.intent} />
              <HostedCheckoutCard
                referenceCheckId={phase.intent.referenceCheckId}
                checkoutToken={phase.checkoutToken}
                amount={phase.intent.amount}
                statementDescriptor={phase.intent.statementDescriptor}
                simulated={phase.intent.simulated}
              />
            </div>
          </div>
        )}
      </div>
    </main>
  );
}

function OrderSummary({ intent }: { intent: Intent }) {
  const entry = readCheckEntry(intent.referenceCheckId);
  const each = intent.amount / intent.referenceCount;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Order summary</h2>
      {entry?.candidateName && (
        <p className="mt-1 text-sm text-slate-600">Reference check for {entry.candidateName}</p>
      )}
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">
            {intent.referenceCount} reference{intent.referenceCount === 1 ? "" : "s"} × {formatAmount(each)}
          </dt>
          <dd>{formatAmount(intent.amount)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatAmount(intent.amount)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        A reference we cannot reach after 3 attempts is refunded automatically.
      </p>
    </Card>
  );
}
