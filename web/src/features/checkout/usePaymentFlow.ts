import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../../components/ui/toast";
import { api } from "../../lib/api";
import { clearPendingCheckout } from "../../lib/pending-checkout";

/** What confirming a card with the provider answers (Stripe.js's confirmPayment result shape). */
export interface ProviderResult {
  error?: { message?: string };
  paymentIntent?: { id: string; status: string };
}

export type PaymentState = "loading" | "ready" | "processing" | "succeeded";

export const CONFIRM_TIMEOUT_MS = 10_000;
export const REDIRECT_AFTER_MS = 2_000;

/**
 * The card form's states and toasts (spec §4, §8), the same for Stripe's Payment Element and the
 * simulated form: loading → ready → processing; on the provider's "succeeded" the server is asked
 * to confirm (it checks with the provider itself), then the visitor moves on after 2 seconds.
 */
export function usePaymentFlow(referenceCheckId: number, checkoutToken: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<PaymentState>("loading");
  const [failed, setFailed] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const markReady = useCallback(() => setState((s) => (s === "loading" ? "ready" : s)), []);

  const pay = useCallback(
    async (confirmWithProvider: () => Promise<ProviderResult>) => {
      if (state !== "ready") {
        toast({
          title: "Payment Error",
          description: "Payment form not ready. Please wait a moment and try again.",
          variant: "destructive",
        });
        return;
      }
      setState("processing");
      setFailed(false);
      let answered = false;
      const timeout = window.setTimeout(() => {
        if (answered) return;
        toast({
          title: "Payment Timeout",
          description:
            "Payment is taking longer than expected. Please check your internet connection and try again.",
          variant: "destructive",
        });
        setState("ready");
      }, CONFIRM_TIMEOUT_MS);
      timers.current.push(timeout);
      try {
        const result = await confirmWithProvider();
        answered = true;
        window.clearTimeout(timeout);
        if (result.error) {
          toast({
            title: "Payment Failed",
            description: result.error.message ?? "Your payment could not be completed.",
            variant: "destructive",
          });
          setFailed(true);
          setState("ready");
          return;
        }
        const pi = result.paymentIntent;
        if (pi?.status !== "succeeded") {
          toast({
            title: "Payment Issue",
            description: "Payment status unclear. Please check your email or contact support.",
            variant: "destructive",
          });
          setState("ready");
          return;
        }
        setState("succeeded");
        try {
          const confirmed = await api("POST /api/confirm-payment", {
            body: { paymentIntentId: pi.id, referenceCheckId, checkoutToken },
          });
          // What happens next is the check's phase: the candidate, a holiday, or the calls.
          toast({
            title: "Payment Successful!",
            description: confirmed.phase.words.headline,
            variant: "success",
          });
        } catch {
          toast({
            title: "Payment Processed",
            description:
              "Payment successful but there was an issue starting the checks. Please contact support.",
            variant: "destructive",
          });
        }
        clearPendingCheckout(referenceCheckId);
        timers.current.push(
          window.setTimeout(
            // The stored token is cleared: the thank-you page gets it in memory, never in the URL.
            () =>
              void navigate(
                `/thank-you?session_id=${encodeURIComponent(pi.id)}&check_id=${referenceCheckId}`,
                {
                  state: { checkoutToken },
                },
              ),
            REDIRECT_AFTER_MS,
          ),
        );
      } catch {
        answered = true;
        window.clearTimeout(timeout);
        toast({
          title: "Generic Error",
          description: "An error occurred processing your payment.",
          variant: "destructive",
        });
        setState("ready");
      }
    },
    [state, toast, navigate, referenceCheckId, checkoutToken],
  );

  return { state, markReady, pay, failed };
}
