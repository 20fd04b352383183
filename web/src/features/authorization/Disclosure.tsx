import { Loader2 } from "lucide-react";
import { useState } from "react";
import { TextField } from "../../components/ui/field";
import type { AuthorizationJson, AuthorizeBody } from "./use-authorization";

/** The stand-alone disclosure and the request to authorize (typed full name and a box) or decline. */
export function Disclosure({
  p,
  busy,
  alert,
  onAuthorize,
  onDecline,
}: {
  p: AuthorizationJson;
  busy: boolean;
  alert: React.ReactNode;
  onAuthorize: (body: AuthorizeBody) => void;
  onDecline: () => void;
}) {
  const [typedName, setTypedName] = useState("");
  const [agree, setAgree] = useState(false);
  const ready = typedName.trim().length >= 2 && agree;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        Disclosure regarding a reference check report
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        For {p.candidateName} · requested by {p.employer} · prepared by {p.product}
      </p>
      <section aria-label="Disclosure" className="mt-6 space-y-3 text-slate-800" data-testid="disclosure">
        {p.disclosure.paragraphs.map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </section>
      <details className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <summary className="cursor-pointer font-semibold">A summary of your rights</summary>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {p.rights.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      </details>
      <form
        className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-label="Authorization"
        onSubmit={(e) => {
          e.preventDefault();
          onAuthorize({ typedName, agree, disclosureVersion: p.disclosure.version });
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900">Authorization</h2>
        <TextField
          label="Your full name"
          autoComplete="name"
          value={typedName}
          onChange={(e) => setTypedName(e.target.value)}
          hint="Typing your name is your signature."
        />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-700"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
          />
          <span>
            I have read the disclosure above and I authorize {p.product} to prepare this reference report for{" "}
            {p.employer}
            {p.referencesBy === "candidate" ? " by calling the references I enter next." : "."}
          </span>
        </label>
        {alert}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={!ready || busy}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />} Authorize
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (window.confirm(`Decline? ${p.employer} will be told and nobody will be contacted.`))
                onDecline();
            }}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Decline
          </button>
        </div>
        <p className="text-xs text-slate-500">Disclosure version {p.disclosure.version}.</p>
      </form>
    </>
  );
}
