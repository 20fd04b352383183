import type { ReactElement } from "react";
import { Navigate } from "react-router";
import { CheckoutPage } from "../features/checkout/CheckoutPage";
import { CheckoutSuccessPage } from "../features/checkout/CheckoutSuccessPage";
import { SimulatedHostedCheckoutPage } from "../features/checkout/SimulatedHostedCheckoutPage";
import { ThankYouPage } from "../features/checkout/ThankYouPage";
import { OutboxPage } from "../features/dev/OutboxPage";
import { LandingPage } from "../features/landing/LandingPage";
import { CheckStatusPage } from "../features/status/CheckStatusPage";
import { NotFoundPage } from "./NotFoundPage";

/** Every route of the SPA. Capabilities add theirs here; "*" stays last. */
export const routes: { path: string; element: ReactElement }[] = [
  { path: "/", element: <LandingPage /> },
  { path: "/check-status/:id", element: <CheckStatusPage /> },
  { path: "/dev/outbox", element: <OutboxPage /> },
  { path: "/checkout", element: <CheckoutPage /> },
  { path: "/checkout-simple", element: <CheckoutPage /> },
  { path: "/checkout-legacy", element: <LegacyCheckoutRedirect /> },
  { path: "/checkout/simulated/:sessionId", element: <SimulatedHostedCheckoutPage /> },
  { path: "/checkout-success", element: <CheckoutSuccessPage /> },
  { path: "/thank-you", element: <ThankYouPage /> },
  { path: "*", element: <NotFoundPage /> },
];

/** The legacy checkout sends people to /checkout, keeping the query (referenceCheckId). */
function LegacyCheckoutRedirect() {
  return <Navigate to={{ pathname: "/checkout", search: window.location.search }} replace />;
}
