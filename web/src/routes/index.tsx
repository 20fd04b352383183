import { lazy, type ReactElement } from "react";
import { Navigate } from "react-router";
import { LandingPage } from "../features/landing/LandingPage";

// Every page but the landing page loads on demand, so the first visit downloads only what "/" needs.
const CheckStatusPage = lazy(() => import("../features/status/CheckStatusPage"));
const DemoStatusPage = lazy(() => import("../features/status/DemoStatusPage"));
const FaqPage = lazy(() => import("../features/faq/FaqPage"));
const PrivacyPage = lazy(() => import("../features/info/PrivacyPage"));
const TermsPage = lazy(() => import("../features/info/TermsPage"));
const WhatToExpectPage = lazy(() => import("../features/info/WhatToExpectPage"));
const MaintenancePage = lazy(() => import("../features/info/MaintenancePage"));
const PaymentFailedPage = lazy(() => import("../features/info/PaymentFailedPage"));
const DemoPage = lazy(() => import("../features/demo/DemoPage"));
const OutboxPage = lazy(() => import("../features/dev/OutboxPage").then((m) => ({ default: m.OutboxPage })));
const NotFoundPage = lazy(() => import("./NotFoundPage"));
const CheckoutPage = lazy(() =>
  import("../features/checkout/CheckoutPage").then((m) => ({ default: m.CheckoutPage })),
);
const CheckoutSuccessPage = lazy(() =>
  import("../features/checkout/CheckoutSuccessPage").then((m) => ({ default: m.CheckoutSuccessPage })),
);
const SimulatedHostedCheckoutPage = lazy(() =>
  import("../features/checkout/SimulatedHostedCheckoutPage").then((m) => ({
    default: m.SimulatedHostedCheckoutPage,
  })),
);
const ThankYouPage = lazy(() =>
  import("../features/checkout/ThankYouPage").then((m) => ({ default: m.ThankYouPage })),
);

const LoginPage = lazy(() =>
  import("../features/accounts/LoginPage").then((m) => ({ default: m.LoginPage })),
);
const ConfirmSignInPage = lazy(() =>
  import("../features/accounts/ConfirmSignInPage").then((m) => ({ default: m.ConfirmSignInPage })),
);
const DashboardPage = lazy(() =>
  import("../features/accounts/DashboardPage").then((m) => ({ default: m.DashboardPage })),
);

const AdminPage = lazy(() => import("../features/admin/AdminPage").then((m) => ({ default: m.AdminPage })));
const TestBasicCallPage = lazy(() =>
  import("../features/operator-tests/TestBasicCallPage").then((m) => ({ default: m.TestBasicCallPage })),
);
const TestVoicesPage = lazy(() =>
  import("../features/operator-tests/TestVoicesPage").then((m) => ({ default: m.TestVoicesPage })),
);
const TestAiCallPage = lazy(() =>
  import("../features/operator-tests/TestAiCallPage").then((m) => ({ default: m.TestAiCallPage })),
);
const ApiKeysPage = lazy(() =>
  import("../features/operator-tests/ApiKeysPage").then((m) => ({ default: m.ApiKeysPage })),
);
const VoiceAgentPage = lazy(() =>
  import("../features/voice-agent/VoiceAgentPage").then((m) => ({ default: m.VoiceAgentPage })),
);

/** Every route of the SPA. Capabilities add theirs here; "*" stays last. */
export const routes: { path: string; element: ReactElement }[] = [
  { path: "/", element: <LandingPage /> },
  { path: "/check-status/:id", element: <CheckStatusPage /> },
  { path: "/demo-status", element: <DemoStatusPage /> },
  { path: "/faq", element: <FaqPage /> },
  { path: "/privacy", element: <PrivacyPage /> },
  { path: "/terms", element: <TermsPage /> },
  { path: "/what-to-expect", element: <WhatToExpectPage /> },
  { path: "/maintenance", element: <MaintenancePage /> },
  { path: "/payment-failed", element: <PaymentFailedPage /> },
  { path: "/demo", element: <DemoPage /> },
  { path: "/dev/outbox", element: <OutboxPage /> },
  { path: "/checkout", element: <CheckoutPage /> },
  { path: "/checkout-simple", element: <CheckoutPage /> },
  { path: "/checkout-legacy", element: <LegacyCheckoutRedirect /> },
  { path: "/checkout/simulated/:sessionId", element: <SimulatedHostedCheckoutPage /> },
  { path: "/checkout-success", element: <CheckoutSuccessPage /> },
  { path: "/thank-you", element: <ThankYouPage /> },
  { path: "/login", element: <LoginPage /> },
  { path: "/customer-login", element: <LoginPage /> },
  { path: "/login/confirm", element: <ConfirmSignInPage /> },
  { path: "/dashboard", element: <DashboardPage /> },
  { path: "/customer-dashboard", element: <DashboardPage /> },
  { path: "/admin", element: <AdminPage /> },
  { path: "/test-basic-call", element: <TestBasicCallPage /> },
  { path: "/test-voices", element: <TestVoicesPage /> },
  { path: "/test-bland-ai", element: <TestAiCallPage /> },
  { path: "/api-keys", element: <ApiKeysPage /> },
  { path: "/test-voice-agent", element: <VoiceAgentPage /> },
  { path: "*", element: <NotFoundPage /> },
];

/** The legacy checkout sends people to /checkout, keeping the query (referenceCheckId). */
function LegacyCheckoutRedirect() {
  return <Navigate to={{ pathname: "/checkout", search: window.location.search }} replace />;
}
