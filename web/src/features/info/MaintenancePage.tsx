import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { SupportLink } from "../../components/SiteLayout";

export default function MaintenancePage() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <Wrench className="h-12 w-12 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Scheduled maintenance</h1>
      <p className="mt-3 text-lg text-slate-700">
        We're making RefLine better. Maintenance is usually done within 30 minutes. New checks are paused in
        the meantime; checks already in progress continue.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">What we're improving</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>Faster call scheduling across time zones</li>
        <li>Clearer reports and transcripts</li>
        <li>Better reliability for payments and e-mail delivery</li>
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <SupportLink
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          subject="Notify me when maintenance is over"
        >
          Notify me when it's back
        </SupportLink>
        <Link
          to="/faq"
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50"
        >
          Read the FAQ
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Urgent? E-mail <SupportLink className="font-medium text-brand-700 underline" />: we respond within 15
        minutes during business hours.
      </p>
    </main>
  );
}
