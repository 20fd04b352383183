import { lazy, type ReactElement } from "react";
import { Navigate } from "react-router";
import { SPA_PATHS, type SpaPath } from "@server/shared/spa-routes";
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
const AuthorizePage = lazy(() => import("../features/authorization/AuthorizePage"));
const LegacyAuthorizeLink = lazy(() =>
  import("../features/authorization/AuthorizePage").then((m) => ({ default: m.LegacyAuthorizeLink })),
);
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
const ApiSettingsPage = lazy(() =>
  import("../features/public-api/ApiSettingsPage").then((m) => ({ default: m.ApiSettingsPage })),
);
const OrganizationSettingsPage = lazy(() =>
  import("../features/organizations/OrganizationSettingsPage").then((m) => ({
    default: m.OrganizationSettingsPage,
  })),
);
const AcceptInvitationPage = lazy(() =>
  import("../features/organizations/AcceptInvitationPage").then((m) => ({ default: m.AcceptInvitationPage })),
);
const DevelopersPage = lazy(() =>
  import("../features/public-api/DevelopersPage").then((m) => ({ default: m.DevelopersPage })),
);

const AdminPage = lazy(() => import("../features/admin/AdminPage").then((m) => ({ default: m.AdminPage })));
const CheckDetailPage = lazy(() =>
  import("../features/admin/CheckDetailPage").then((m) => ({ default: m.CheckDetailPage })),
);
const AuditLogPage = lazy(() =>
  import("../features/admin/AuditLogPage").then((m) => ({ default: m.AuditLogPage })),
);
const SecurityPage = lazy(() =>
  import("../features/admin/SecurityPage").then((m) => ({ default: m.SecurityPage })),
);
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

/** The page of each path the SPA knows (src/shared/spa-routes.ts lists them for the server too). */
const pages: Record<SpaPath, ReactElement> = {
  "/": <LandingPage />,
  "/check-status/:id": <CheckStatusPage />,
  "/authorize": <AuthorizePage />,
  "/authorize/:token": <LegacyAuthorizeLink />,
  "/demo-status": <DemoStatusPage />,
  "/faq": <FaqPage />,
  "/privacy": <PrivacyPage />,
  "/terms": <TermsPage />,
  "/what-to-expect": <WhatToExpectPage />,
  "/maintenance": <MaintenancePage />,
  "/payment-failed": <PaymentFailedPage />,
  "/demo": <DemoPage />,
  "/dev/outbox": <OutboxPage />,
  "/checkout": <CheckoutPage />,
  "/checkout-simple": <CheckoutPage />,
  "/checkout-legacy": <LegacyCheckoutRedirect />,
  "/checkout/simulated/:sessionId": <SimulatedHostedCheckoutPage />,
  "/checkout-success": <CheckoutSuccessPage />,
  "/thank-you": <ThankYouPage />,
  "/login": <LoginPage />,
  "/customer-login": <LoginPage />,
  "/login/confirm": <ConfirmSignInPage />,
  "/dashboard": <DashboardPage />,
  "/customer-dashboard": <DashboardPage />,
  "/dashboard/settings/api": <ApiSettingsPage />,
  "/dashboard/settings/organization": <OrganizationSettingsPage />,
  "/invitations/accept": <AcceptInvitationPage />,
  "/developers": <DevelopersPage />,
  "/admin": <AdminPage />,
  "/admin/checks/:id": <CheckDetailPage />,
  "/admin/audit-log": <AuditLogPage />,
  "/admin/security": <SecurityPage />,
  "/test-basic-call": <TestBasicCallPage />,
  "/test-voices": <TestVoicesPage />,
  "/test-bland-ai": <TestAiCallPage />,
  "/api-keys": <ApiKeysPage />,
  "/test-voice-agent": <VoiceAgentPage />,
};

/** Every route of the SPA. A new page is added to SPA_PATHS and here; "*" stays last. */
export const routes: { path: string; element: ReactElement }[] = [
  ...SPA_PATHS.map((path) => ({ path, element: pages[path] })),
  { path: "*", element: <NotFoundPage /> },
];

/** The legacy checkout sends people to /checkout, keeping the query (referenceCheckId). */
function LegacyCheckoutRedirect() {
  return <Navigate to={{ pathname: "/checkout", search: window.location.search }} replace />;
}
