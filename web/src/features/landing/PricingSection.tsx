import { PRICES } from "@server/shared/product-facts";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { useDynamicPricing } from "../../lib/queries";

/** Pricing (spec §9), polled every 30 s; on error a static $14 is shown. */
export function PricingSection({ onJoinWaitlist }: { onJoinWaitlist: () => void }) {
  const q = useDynamicPricing();
  const p = q.data;
  const failed = q.isError;
  const soldOut = p?.soldOut === true;
  return (
    <section
      id="pricing"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 sm:px-6"
      aria-busy={q.isLoading}
    >
      <h2 className="text-3xl font-bold tracking-tight text-slate-900">Simple, per-reference pricing</h2>
      <p className="mt-2 text-slate-600">
        Your first check is free. After that, pay only for the references you add.
      </p>
      {failed && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Failed to fetch dynamic pricing. Showing our standard early-adopter price.
        </p>
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">First check</h3>
          <p className="mt-4 text-4xl font-bold text-slate-900">Free</p>
          <p className="mt-1 text-sm text-slate-600">1 reference check, up to 3 references, no card</p>
          <ul className="mt-6 space-y-2 text-sm text-slate-700">
            {["Full PDF report", "Transcripts and flags", "One per e-mail and network"].map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden /> {f}
              </li>
            ))}
          </ul>
          <Link
            to="/?firstcheck=true#reference-form"
            className="mt-6 block rounded-lg border border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50"
          >
            Start FREE Check
          </Link>
        </div>
        <div className="relative rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg">
          <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
            {soldOut ? "Pay as you go" : "Early adopter · 50% off"}
          </p>
          <h3 className="text-lg font-semibold text-slate-900">Per reference</h3>
          <p className="mt-4 flex items-baseline gap-2" data-testid="price-text">
            {q.isLoading ? (
              <span className="h-10 w-24 animate-pulse rounded bg-slate-200" aria-label="Loading price" />
            ) : failed ? (
              <span className="text-4xl font-bold text-slate-900">${PRICES.earlyAdopterPerReference}</span>
            ) : soldOut ? (
              <span className="text-4xl font-bold text-slate-900">{p!.priceText}</span>
            ) : (
              <>
                <span className="text-4xl font-bold text-slate-900">{p!.priceText}</span>
                <span className="text-lg text-slate-500 line-through">${p!.originalPrice}</span>
                <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  Save {p!.savingsPercent}%
                </span>
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {p?.subtitle ?? `Early-adopter price per reference (regular $${PRICES.regularPerReference}).`}
          </p>
          <ul className="mt-6 space-y-2 text-sm text-slate-700">
            {[
              "Everything in the free check",
              "Up to 3 attempts per reference",
              "Refund if a call can't be completed",
            ].map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden /> {f}
              </li>
            ))}
          </ul>
          <Link
            to="/#reference-form"
            className="mt-6 block rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
          >
            {soldOut ? `Start at $${PRICES.regularPerReference}` : "Start a check"}
          </Link>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            Unlimited{" "}
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Coming soon
            </span>
          </h3>
          <p className="mt-4 text-4xl font-bold text-slate-900">
            ${PRICES.unlimitedMonthly}
            <span className="text-base font-medium text-slate-600">/month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Save ${PRICES.unlimitedSavingPerMonth}/month versus 10 single checks. Best for{" "}
            {PRICES.unlimitedSuitedFromChecks}+ checks a month.
          </p>
          <button
            type="button"
            onClick={onJoinWaitlist}
            className="mt-6 block w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-center font-semibold text-slate-900 hover:bg-slate-100"
          >
            Join the waitlist
          </button>
          <p className="mt-4 text-sm text-slate-600">
            More than {PRICES.enterpriseFromChecksPerMonth} checks a month?{" "}
            <Link to="/#enterprise-form" className="font-medium text-brand-700 underline">
              Get an enterprise quote
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
