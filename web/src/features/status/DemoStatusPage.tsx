import { Bot, FileText, Mail } from "lucide-react";
import { Link } from "react-router";
import { Badge, ProgressBar } from "../../components/ui/card";
import { ReferenceStatusBadge } from "./ReferenceStatusBadge";

/** /demo-status: the fixed sample of spec §2. */
const DEMO = {
  checkNumber: "RC-2024-0142",
  candidate: "Jordan Rivera",
  email: "hiring@acme-example.com",
  started: "Today, 10:15 AM",
  eta: "Today, 12:15 PM",
  references: [
    { name: "Alex Chen", title: "Engineering Manager, Northwind", status: "completed" },
    { name: "Priya Patel", title: "Senior Designer, Contoso", status: "calling" },
    { name: "Sam Okafor", title: "Product Lead, Fabrikam", status: "pending" },
  ],
};

export default function DemoStatusPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
        Demo: sample data
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Check #{DEMO.checkNumber}</h1>
        <Badge color="blue" className="px-3 py-1 text-sm">
          Calling
        </Badge>
      </div>
      <dl className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        {[
          ["Candidate", DEMO.candidate],
          ["Requester", DEMO.email],
          ["Started", DEMO.started],
          ["Estimated completion", DEMO.eta],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{k}</dt>
            <dd className="mt-1 text-sm text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <p className="text-sm text-slate-700">2 of 3 references contacted</p>
        <div className="mt-2">
          <ProgressBar value={67} label="References contacted" />
        </div>
        <p className="mt-2 text-xs text-slate-600">Calls happen 9 AM - 6 PM local time, Monday-Friday.</p>
      </div>
      <ul className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {DEMO.references.map((r) => (
          <li key={r.name} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <div>
              <p className="font-medium text-slate-900">{r.name}</p>
              <p className="text-sm text-slate-600">{r.title}</p>
            </div>
            <ReferenceStatusBadge status={r.status} />
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-lg font-semibold text-slate-900">What Happens Next</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {[
          { icon: Bot, text: "Our AI continues calling the remaining references." },
          { icon: FileText, text: "A PDF report is generated when all calls are done." },
          { icon: Mail, text: "The report is e-mailed to the requester." },
        ].map((s, i) => (
          <li key={i} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <s.icon className="mb-2 h-6 w-6 text-brand-700" aria-hidden />
            {s.text}
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          to="/#reference-form"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Start your FREE check
        </Link>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50"
        >
          Back to Home
        </Link>
      </div>
    </main>
  );
}
