import { Menu, PhoneCall, X } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { trackPageView } from "../lib/analytics";
import { useHashScroll } from "../lib/use-hash-scroll";
import { loadGtag } from "../lib/gtag";
import { useConsent } from "../lib/consent";
import { trpc } from "../lib/trpc";
import { SimulatedNotice } from "./SimulatedNotice";
import { useSignedInUser } from "../features/accounts/session";
import { CookieBanner } from "./CookieBanner";
import { PromoBanner } from "./PromoBanner";

const NAV = [
  { href: "/#how-it-works", label: "How it works" },
  { href: "/#example-report", label: "Sample report" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/#faq", label: "FAQ" },
  { href: "/#enterprise-form", label: "Enterprise" },
];

/** spec §4: a page view on every location change (sent only after consent). */
function usePageViews() {
  const { pathname, search } = useLocation();
  const consent = useConsent();
  const analyticsId = trpc.site.providerModes.useQuery().data?.analyticsId;
  useEffect(() => {
    // Wait for the site settings, so the first page view also reaches the third-party script.
    if (consent !== "accepted" || analyticsId === undefined) return;
    if (analyticsId) loadGtag(analyticsId);
    trackPageView(pathname + search);
  }, [pathname, search, consent, analyticsId]);
}

export function SupportLink({
  className,
  children,
  subject,
}: {
  className?: string;
  children?: React.ReactNode;
  subject?: string;
}) {
  const modes = trpc.site.providerModes.useQuery();
  const email = modes.data?.supportEmail ?? "support@refline.example";
  return (
    <a
      className={className}
      href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`}
    >
      {children ?? email}
    </a>
  );
}

/** Header, footer, the cookie banner and the plain-spoken notice when providers are simulated. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useHashScroll();
  usePageViews();
  // Signed in, the header leads to the dashboard; the cookie is HttpOnly, so the server is asked.
  const signedIn = !!useSignedInUser();
  const account = signedIn ? { to: "/dashboard", label: "Dashboard" } : { to: "/login", label: "Sign in" };
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  // The candidate's authorization page is not a sales page: the header carries only the name.
  const candidatePage = pathname.startsWith("/authorize");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SimulatedNotice />
      {pathname === "/" && <PromoBanner />}
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-700 text-white">
              <PhoneCall className="h-4 w-4" aria-hidden />
            </span>
            RefLine
          </Link>
          {!candidatePage && (
            <nav
              aria-label="Main"
              className="hidden items-center gap-6 text-sm font-medium text-slate-700 lg:flex"
            >
              {NAV.map((n) => (
                <Link key={n.href} to={n.href} className="hover:text-brand-700">
                  {n.label}
                </Link>
              ))}
            </nav>
          )}
          {!candidatePage && (
            <div className="flex items-center gap-2">
              <Link
                to={account.to}
                className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block"
              >
                {account.label}
              </Link>
              <Link
                to="/#reference-form"
                className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Start free check
              </Link>
              <button
                type="button"
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
                aria-label={menuOpen ? "Close menu" : "Open menu"}
                aria-expanded={menuOpen}
                aria-controls="mobile-nav"
                onClick={() => setMenuOpen((o) => !o)}
              >
                {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
              </button>
            </div>
          )}
        </div>
        {menuOpen && !candidatePage && (
          <nav
            id="mobile-nav"
            aria-label="Mobile"
            className="border-t border-slate-200 bg-white px-4 py-2 lg:hidden"
          >
            {[...NAV, { href: account.to, label: account.label }].map((n) => (
              <Link
                key={n.href}
                to={n.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded px-2 py-2.5 text-slate-800 hover:bg-slate-50"
              >
                {n.label}
              </Link>
            ))}
          </nav>
        )}
      </header>
      <div id="main" className="flex-1">
        <Suspense
          fallback={
            <div className="mx-auto max-w-3xl px-6 py-24 text-center text-slate-500" role="status">
              Loading…
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}

function SiteFooter() {
  const coverage = trpc.site.providerModes.useQuery().data?.coverageCopy.long;
  const cols = [
    {
      title: "Product",
      links: [
        { to: "/#how-it-works", label: "How it works" },
        { to: "/#pricing", label: "Pricing" },
        { to: "/demo", label: "Live demo" },
        { to: "/demo-status", label: "Sample status page" },
      ],
    },
    {
      title: "For references",
      links: [
        { to: "/what-to-expect", label: "What to expect" },
        { to: "/faq", label: "FAQ" },
      ],
    },
    {
      title: "Company",
      links: [
        { to: "/privacy", label: "Privacy Policy" },
        { to: "/terms", label: "Terms of Service" },
        { to: "/#enterprise-form", label: "Enterprise" },
      ],
    },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50 pb-28 sm:pb-10">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">RefLine</p>
          <p className="mt-2 text-sm text-slate-600">
            Automated phone reference checks for employers, calling references in{" "}
            {coverage ?? "the countries we cover"}. Reports in about 2 hours.
          </p>
        </div>
        {cols.map((c) => (
          <div key={c.title}>
            <h2 className="text-sm font-semibold text-slate-900">{c.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {c.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-slate-600 hover:text-brand-700">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-col gap-2 border-t border-slate-200 px-4 pt-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
        <p suppressHydrationWarning>© {new Date().getFullYear()} RefLine. All rights reserved.</p>
        <p>
          Questions?{" "}
          <SupportLink className="font-medium text-brand-700 underline">Contact support</SupportLink>
        </p>
      </div>
    </footer>
  );
}
