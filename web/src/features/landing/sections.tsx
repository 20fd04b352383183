import { BadgeCheck, FileText, Lock, PhoneCall, ShieldCheck, Star, Timer, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { CALL_LENGTH } from "@server/shared/product-facts";
import { trpc } from "../../lib/trpc";

export function Hero() {
  const coverage = trpc.site.providerModes.useQuery().data?.coverageCopy.short;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <PhoneCall className="h-4 w-4" aria-hidden /> AI phone reference checks
            {coverage ? ` · ${coverage}` : ""}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Reference checks done by phone, <span className="text-brand-700">while you work</span>.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Enter your candidate and up to three references. Our AI caller interviews each one and e-mails you
            a PDF report with transcripts, flags and a hiring score in about 2 hours.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/#reference-form"
              className="rounded-lg bg-brand-700 px-6 py-3 text-center font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              Start your FREE check
            </Link>
            <Link
              to="/demo"
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 text-center font-semibold text-slate-900 hover:bg-slate-50"
            >
              Hear a sample call
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            First check free · no card needed · reports in about 2 hours
          </p>
        </div>
        <div aria-hidden className="hidden lg:block">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
            <div className="flex items-center justify-between">
              <p className="font-semibold text-slate-900">Reference check · Jordan Rivera</p>
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                Completed
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-500">Senior Product Designer · 3 references</p>
            <div className="mt-5 flex items-end gap-3">
              <p className="text-5xl font-bold text-brand-700">8.6</p>
              <p className="pb-2 text-sm text-slate-600">/ 10 hiring score</p>
            </div>
            <ul className="mt-5 space-y-2 text-sm">
              <li className="flex gap-2">
                <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-emerald-500" /> Ships polished work
                under deadline
              </li>
              <li className="flex gap-2">
                <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-emerald-500" /> Mentors junior
                designers
              </li>
              <li className="flex gap-2">
                <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-amber-500" /> Prefers clear specs
                before starting
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

export function TrustBadges() {
  const badges = [
    { icon: Timer, title: "About 2 hours", text: "from order to report in business hours" },
    { icon: BadgeCheck, title: "95% completion", text: "up to 3 attempts over 2 business days" },
    { icon: ShieldCheck, title: "Compliant by design", text: "recording consent on every call" },
    { icon: Star, title: "100% refund", text: "satisfaction guarantee within 30 days" },
  ];
  return (
    <section aria-label="Why teams trust RefLine" className="border-y border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {badges.map((b) => (
          <li key={b.title} className="flex items-start gap-3">
            <b.icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="font-semibold text-slate-900">{b.title}</p>
              <p className="text-sm text-slate-600">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  const steps = [
    {
      icon: UserPlus,
      title: "1. Add your references",
      text: "Candidate, role and 1-3 references with phone numbers. Takes two minutes.",
    },
    {
      icon: PhoneCall,
      title: "2. We call them",
      text: `Our AI caller discloses the recording, asks consent and runs a ${CALL_LENGTH.min}-${CALL_LENGTH.max} minute structured interview.`,
    },
    {
      icon: FileText,
      title: "3. Get your report",
      text: "A PDF with summary, per-reference assessment, transcripts, flags and a score out of 10, by e-mail.",
    },
  ];
  return (
    <section id="how-it-works" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 sm:px-6">
      <h2 className="text-3xl font-bold tracking-tight text-slate-900">How it works</h2>
      <p className="mt-2 text-slate-600">
        Calls run 9 AM - 6 PM, Monday-Friday, in each reference's local time.
      </p>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((s) => (
          <li key={s.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <s.icon className="h-8 w-8 text-brand-700" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.title}</h3>
            <p className="mt-2 text-slate-600">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function PrivacyNote() {
  return (
    <section aria-label="Privacy" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-900 p-6 text-slate-100 sm:flex-row sm:items-center">
        <Lock className="h-8 w-8 shrink-0 text-amber-300" aria-hidden />
        <p className="flex-1 text-sm sm:text-base">
          <strong className="text-white">Private by default.</strong> Only you receive the report. Calls never
          touch protected characteristics, references can decline recording or skip any question, and
          recordings and data are deleted after 90 days.
        </p>
        <Link to="/what-to-expect" className="shrink-0 text-sm font-semibold text-amber-300 underline">
          What references hear
        </Link>
      </div>
    </section>
  );
}

export function SampleReport() {
  const refs = [
    {
      name: "Alex Chen",
      rel: "Direct manager",
      score: 9,
      flag: "green",
      quote: "One of the strongest designers I've managed; I'd hire her again tomorrow.",
    },
    {
      name: "Priya Patel",
      rel: "Colleague",
      score: 8,
      flag: "green",
      quote: "She turns vague requests into clear, testable designs.",
    },
    {
      name: "Sam Okafor",
      rel: "Client",
      score: 7,
      flag: "yellow",
      quote: "Great output; early estimates were sometimes optimistic.",
    },
  ];
  const colors: Record<string, string> = {
    green: "bg-emerald-500",
    yellow: "bg-amber-500",
    red: "bg-red-500",
  };
  return (
    <section id="example-report" className="scroll-mt-24 bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">A sample report</h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Executive summary, per-reference assessment, full transcripts, AI insights, red/yellow/green flags
          and a hiring recommendation score out of 10.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-1">
            <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Executive summary</p>
            <p className="mt-3 text-5xl font-bold text-brand-700">
              8.0<span className="text-lg font-medium text-slate-500"> / 10</span>
            </p>
            <p className="mt-1 font-semibold text-emerald-700">Recommended to hire</p>
            <p className="mt-4 text-sm text-slate-700">
              Three references describe a reliable, senior designer with strong craft and mentoring. One notes
              optimistic early estimates; no red flags.
            </p>
          </div>
          <ul className="space-y-4 lg:col-span-2">
            {refs.map((r) => (
              <li key={r.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    {r.name} <span className="font-normal text-slate-500">· {r.rel}</span>
                  </p>
                  <span className="flex items-center gap-2 text-sm text-slate-700">
                    <span className={`h-2.5 w-2.5 rounded-full ${colors[r.flag]}`} aria-hidden />
                    {r.flag} flag · {r.score}/10
                  </span>
                </div>
                <blockquote className="mt-2 text-slate-700 italic">“{r.quote}”</blockquote>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6 text-sm">
          <Link to="/demo" className="font-semibold text-brand-700 underline">
            Listen to sample conversations and see the full sample report →
          </Link>
        </p>
      </div>
    </section>
  );
}
