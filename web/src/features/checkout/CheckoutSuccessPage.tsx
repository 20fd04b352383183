import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { trackEvent } from "./events";
import { PaymentConfirmation } from "./PaymentConfirmation";

/** /checkout-success?session_id=…&ref_id=…: where the hosted checkout returns. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  useEffect(
    () =>
      trackEvent("conversion", {
        category: "ecommerce",
        value: 14,
        params: { currency: "USD", quantity: 1 },
      }),
    [],
  );
  return (
    <PaymentConfirmation
      variant="success"
      sessionId={params.get("session_id")}
      checkId={params.get("ref_id")}
    />
  );
}
