import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { trackEvent } from "./events";
import { PaymentConfirmation } from "./PaymentConfirmation";

/** /thank-you?session_id=…&check_id=… (Stripe's own redirect adds payment_intent instead). */
export function ThankYouPage() {
  const [params] = useSearchParams();
  useEffect(() => trackEvent("thank_you_page_viewed"), []);
  return (
    <PaymentConfirmation
      variant="thank-you"
      sessionId={params.get("session_id") ?? params.get("payment_intent")}
      checkId={params.get("check_id")}
    />
  );
}
