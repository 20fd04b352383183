import { useState } from "react";
import { Link } from "react-router";
import { HolidayBanner } from "../../components/HolidayBanner";
import { SupportLink } from "../../components/SiteLayout";
import { FaqAccordion } from "./FaqAccordion";
import { FAQ, FAQ_CATEGORIES, type FaqCategory } from "./faq-data";

/** /faq: category chips, accordion, holiday banner, links home, to the policies and to support. */
export default function FaqPage() {
  const [category, setCategory] = useState<FaqCategory | "All">("All");
  const items = category === "All" ? FAQ : FAQ.filter((f) => f.category === category);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Frequently asked questions
      </h1>
      <p className="mt-3 text-slate-600">Everything about checks, calls, pricing and privacy.</p>
      <HolidayBanner className="mt-6" />
      <div role="group" aria-label="Filter by category" className="mt-8 flex flex-wrap gap-2">
        {(["All", ...FAQ_CATEGORIES] as const).map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={
              category === c
                ? "rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white"
                : "rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
            }
          >
            {c}
          </button>
        ))}
      </div>
      <div className="mt-6">
        {/* The questions are h3s (the accordion's headers): this h2 keeps the outline unbroken. */}
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          {category === "All" ? "All questions" : `${category} questions`}
        </h2>
        <FaqAccordion items={items} />
      </div>
      <div className="mt-10 rounded-xl bg-slate-50 p-6 text-slate-700">
        <p className="font-semibold text-slate-900">Still have a question?</p>
        <p className="mt-1">
          E-mail <SupportLink className="font-medium text-brand-700 underline" /> — we reply within 24 hours.
        </p>
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link to="/" className="font-medium text-brand-700 underline">
            Home
          </Link>
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          <Link to="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>
        </p>
      </div>
    </main>
  );
}
