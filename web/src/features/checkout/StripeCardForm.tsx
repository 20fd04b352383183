import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useMemo, useState } from "react";
import { PayButton } from "./PayButton";
import { usePaymentFlow } from "./usePaymentFlow";

/**
 * Stripe's Payment Element (loaded on demand: the simulated form never loads Stripe.js). The
 * browser's "succeeded" is only a hint: the server confirms with Stripe before starting anything.
 */
export default function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  referenceCheckId: number;
  checkoutToken: string;
  amount: number;
  onLoadError: () => void;
}) {
  const { publishableKey, onLoadError } = props;
  const stripePromise = useMemo(
    () =>
      loadStripe(publishableKey).then(
        (s) => s,
        () => null,
      ),
    [publishableKey],
  );
  const [loaded, setLoaded] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stripePromise.then((s) => {
      if (!live) return;
      setLoaded(s);
      if (!s) onLoadError();
    });
    return () => {
      live = false;
    };
  }, [stripePromise, onLoadError]);
  if (loaded === null) return null;
  return (
    <Elements
      stripe={stripePromise}
      options={{ clientSecret: props.clientSecret, appearance: { theme: "stripe" } }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  referenceCheckId,
  checkoutToken,
  amount,
}: {
  referenceCheckId: number;
  checkoutToken: string;
  amount: number;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const flow = usePaymentFlow(referenceCheckId, checkoutToken);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!stripe || !elements)
      return void flow.pay(async () => ({ error: { message: "Stripe is not ready" } }));
    void flow.pay(async () => {
      const r = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}/thank-you?check_id=${referenceCheckId}` },
      });
      return r.error ? { error: { message: r.error.message } } : { paymentIntent: r.paymentIntent };
    });
  }
  return (
    <form onSubmit={submit} aria-label="Card payment">
      <PaymentElement onReady={flow.markReady} />
      <PayButton state={flow.state} amount={amount} failed={flow.failed} />
    </form>
  );
}
