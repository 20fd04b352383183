import { X } from "lucide-react";
import { Link } from "react-router";
import { setConsent, useConsent } from "../lib/consent";
import { useHydrated } from "../lib/hydration";
import { Button } from "./ui/button";

/** spec §2/§4: shown at the bottom until a choice is stored; Accept All, Decline or the close icon. */
export function CookieBanner() {
  const consent = useConsent();
  // A choice is known only in the browser: nothing is shown until then (no flash for returning visitors).
  const hydrated = useHydrated();
  if (consent || !hydrated) return null;
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 pr-12 sm:flex-row sm:items-center sm:px-6">
        <p className="flex-1 text-sm text-slate-700">
          We use first-party cookies and analytics to understand how RefLine is used and to improve it.
          Nothing is shared with advertisers. Read our{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setConsent("declined")}>
            Decline
          </Button>
          <Button size="sm" onClick={() => setConsent("accepted")}>
            Accept All
          </Button>
        </div>
        <button
          type="button"
          aria-label="Close cookie banner"
          onClick={() => setConsent("declined")}
          className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
