import { Link } from "react-router";
import { Card } from "../../components/ui/card";

/** The checkout page's error cards (spec §8): what went wrong and a way forward. */
export function ErrorCard({ title, message }: { title: string; message: string }) {
  return (
    <Card role="alert" className="border-red-200">
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      <p className="mt-2 text-slate-700" data-testid="checkout-error">
        {message}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to="/#reference-form"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Back to the form
        </Link>
        <Link
          to="/"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900"
        >
          Return Home
        </Link>
      </div>
    </Card>
  );
}
