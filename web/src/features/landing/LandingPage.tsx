import { CheckCircle2, Copy } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { BusinessHoursBanner } from "../../components/BusinessHoursBanner";
import { HolidayBanner } from "../../components/HolidayBanner";
import { FaqAccordion } from "../faq/FaqAccordion";
import { FAQ } from "../faq/faq-data";
import { useHydrated } from "../../lib/hydration";
import type { CreatedCheck } from "../request-form/RequestForm";
import { PricingSection } from "./PricingSection";
import { Hero, HowItWorks, PrivacyNote, SampleReport, TrustBadges } from "./sections";
import { useWanted } from "./use-wanted";

// The forms (and zod, react-hook-form, the check-request schema and phone metadata with them) sit
// below the fold: each loads when its section nears the viewport or on the visitor's first
// interaction (./use-wanted), never as part of the landing page's first load.
const loadRequestForm = () => import("../request-form/RequestForm");
const loadEnterpriseForm = () => import("./EnterpriseForm");
const loadWaitlist = () => import("./WaitlistModal");
const RequestForm = lazy(() => loadRequestForm().then((m) => ({ default: m.RequestForm })));
const EnterpriseForm = lazy(() => loadEnterpriseForm().then((m) => ({ default: m.EnterpriseForm })));
const WaitlistModal = lazy(() => loadWaitlist().then((m) => ({ default: m.WaitlistModal })));

function FormPlaceholder({ height }: { height: string }) {
  return (
    <div role="status" className={`grid place-items-center text-sm text-slate-500 ${height}`}>
      Loading form…
    </div>
  );
}

/** The landing page (spec §2): every section in the spec's order. */
export function LandingPage() {
  // The server renders this page without the forms (they depend on the URL's query and local
  // storage, and load on demand): they appear once the page is hydrated.
  const hydrated = useHydrated();
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [started, setStarted] = useState<(CreatedCheck & { candidateName: string }) | null>(null);
  const closeWaitlist = useCallback(() => setWaitlistOpen(false), []);
  // The request form reads its prefill from the query string: a prefilled link loads it at once.
  const requestFormWanted = useWanted("reference-form", { query: true });
  const enterpriseFormWanted = useWanted("enterprise-form");
  return (
    <main className="landing-sections">
      <Hero />
      <TrustBadges />
      <HowItWorks />
      <PrivacyNote />
      <section id="reference-form" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">Start a reference check</h2>
        <p className="mt-2 text-slate-600">Two minutes to fill in. We take it from there.</p>
        <div className="mt-6 space-y-3">
          <BusinessHoursBanner />
          <HolidayBanner />
        </div>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {started ? (
            <FreeCheckStarted check={started} onAnother={() => setStarted(null)} />
          ) : hydrated && requestFormWanted ? (
            <Suspense fallback={<FormPlaceholder height="min-h-[40rem]" />}>
              <RequestForm
                onFreeCheckStarted={(c) => {
                  setStarted(c);
                  setTimeout(
                    () => document.getElementById("reference-form")?.scrollIntoView({ behavior: "smooth" }),
                    50,
                  );
                }}
              />
            </Suspense>
          ) : (
            <FormPlaceholder height="min-h-[40rem]" />
          )}
        </div>
      </section>
      <SampleReport />
      <PricingSection onJoinWaitlist={() => setWaitlistOpen(true)} />
      <section id="faq" className="scroll-mt-24 bg-slate-50 py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">Frequently asked questions</h2>
          <div className="mt-8">
            <FaqAccordion items={FAQ.filter((f) => f.featured)} />
          </div>
          <p className="mt-6">
            <Link to="/faq" className="font-semibold text-brand-700 underline">
              See all questions →
            </Link>
          </p>
        </div>
      </section>
      <div id="enterprise-form" className="scroll-mt-24">
        {hydrated && enterpriseFormWanted ? (
          <Suspense fallback={<FormPlaceholder height="h-96 bg-slate-900" />}>
            <EnterpriseForm />
          </Suspense>
        ) : (
          <FormPlaceholder height="h-96 bg-slate-900" />
        )}
      </div>
      {waitlistOpen && (
        <Suspense fallback={null}>
          <WaitlistModal open={waitlistOpen} onClose={closeWaitlist} />
        </Suspense>
      )}
    </main>
  );
}

/**
 * After a free check: the spec keeps the requester on "/" with a toast; we also show where to
 * follow the check, since the status page is the only place to watch it without signing in.
 */
function FreeCheckStarted({
  check,
  onAnother,
}: {
  check: CreatedCheck & { candidateName: string };
  onAnother: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const path = `/check-status/${check.id}`;
  return (
    <div role="status" className="text-center" data-testid="free-check-started">
      <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden />
      <p className="mt-4 text-sm font-medium text-slate-600">
        FREE check for <strong>{check.candidateName}</strong>
      </p>
      <h3 className="mt-1 text-2xl font-bold text-slate-900" data-testid="phase-headline">
        {check.phase.words.headline}
      </h3>
      <p className="mt-2 text-slate-700" data-testid="phase-next">
        {check.phase.words.next}
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          to={path}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Track your check
        </Link>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(check.statusUrl).then(() => setCopied(true));
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-3 font-medium text-slate-800 hover:bg-slate-50"
        >
          <Copy className="h-4 w-4" aria-hidden /> {copied ? "Link copied" : "Copy status link"}
        </button>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Bookmark it: anyone with this link can see the check's progress (phone numbers are hidden).
      </p>
      <button type="button" onClick={onAnother} className="mt-6 text-sm font-medium text-brand-700 underline">
        Start another check
      </button>
    </div>
  );
}
