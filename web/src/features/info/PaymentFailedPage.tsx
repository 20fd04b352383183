import { CreditCard } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { SupportLink } from "../../components/SiteLayout";
import { track } from "../../lib/analytics";

/** /payment-failed: common causes, test cards, retry (spec §2). */
export default function PaymentFailedPage() {
  const navigate = useNavigate();
  useEffect(() => {
    track("payment_failed_page_view", { category: "payment" });
  }, []);
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <CreditCard className="h-12 w-12 text-red-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Payment didn't go through</h1>
      <p className="mt-3 text-lg text-slate-700">No money was taken. Here are the usual causes:</p>
      <ul className="mt-4 space-y-2 text-slate-700">
        {[
          ["Card declined", "your bank refused the charge; try another card or call your bank."],
          ["Insufficient funds", "the card's balance or limit is too low."],
          ["Incorrect information", "check the card number, expiry date, CVC and postal code."],
          [
            "International transaction",
            "some cards block payments to US merchants; ask your bank to allow it.",
          ],
        ].map(([t, d]) => (
          <li key={t} className="rounded-lg border border-slate-200 bg-white p-3">
            <strong className="text-slate-900">{t}:</strong> {d}
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Testing? Use these test card numbers</p>
        <ul className="mt-2 space-y-1 font-mono">
          <li>4242 4242 4242 4242 — succeeds</li>
          <li>4000 0000 0000 0002 — declined</li>
          <li>4000 0025 0000 3155 — requires authentication</li>
        </ul>
        <p className="mt-2">Any future expiry date, any CVC.</p>
      </div>
      <p className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        Remember: your first check is free if you tick “First Time?” on the form.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            track("payment_retry", { category: "payment" });
            navigate("/");
          }}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Try Payment Again
        </button>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50"
        >
          Back to Home
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Still stuck?{" "}
        <SupportLink className="font-medium text-brand-700 underline">Contact support</SupportLink>: we reply
        within 2 hours during business hours.
      </p>
    </main>
  );
}
