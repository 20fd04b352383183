import { zodResolver } from "@hookform/resolvers/zod";
import type { AuthorizationPage } from "@server/services/authorization/respond";
import { candidateReferencesSchema } from "@server/shared/check-request";
import { setCoverage } from "@server/shared/coverage";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useParams } from "react-router";
import { TextField } from "../../components/ui/field";
import { api, errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { ReferenceCard } from "../request-form/ReferenceCard";
import { EMPTY_REF, type FormValues } from "../request-form/types";

type PageJson = Omit<AuthorizationPage, "expiresAt" | "authorizedAt"> & {
  expiresAt: string | null;
  authorizedAt: string | null;
};

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      })
    : "";

/**
 * /authorize/{token}: the candidate's page. First the stand-alone disclosure and nothing else but
 * the request to authorize (typed full name and a box) or decline; in the candidate-led mode the
 * references next (the request form's cards and rules); afterwards, the candidate's copy of the report.
 */
export default function AuthorizePage() {
  const { token = "" } = useParams();
  const path = `/api/authorize/${encodeURIComponent(token)}`;
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ["authorization", token],
    queryFn: () => api<PageJson>(path),
    retry: false,
  });
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (p: { to: string; body: unknown }) => api<PageJson>(p.to, { body: p.body }),
    onSuccess: (page) => {
      setError(null);
      client.setQueryData(["authorization", token], page);
      window.scrollTo({ top: 0 });
    },
    onError: (err) => setError(errorText(err)),
  });

  if (q.isLoading)
    return (
      <main className="mx-auto max-w-2xl px-4 py-16 text-slate-600" role="status">
        Loading…
      </main>
    );
  if (q.error || !q.data)
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Link not valid</h1>
        <p className="mt-3 text-slate-600">{q.error ? errorText(q.error) : "Unable to load this page"}</p>
      </main>
    );
  const p = q.data;
  const alert = error && (
    <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  );
  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {p.step === "authorize" && (
        <Disclosure
          p={p}
          busy={act.isPending}
          alert={alert}
          onAnswer={(to, body) => act.mutate({ to, body })}
          path={path}
        />
      )}
      {p.step === "references" && (
        <References
          p={p}
          busy={act.isPending}
          alert={alert}
          onSubmit={(body) => act.mutate({ to: `${path}/references`, body })}
        />
      )}
      {p.step === "done" && (
        <Done
          p={p}
          busy={act.isPending}
          alert={alert}
          onCopy={() => act.mutate({ to: `${path}/report-copy`, body: {} })}
        />
      )}
      {p.step === "declined" && (
        <Ended title="You declined this reference check">
          Nobody was contacted. {p.employer} has been told that you did not authorize the check.
        </Ended>
      )}
      {p.step === "expired" && (
        <Ended title="This link has expired">
          The 7 days to answer have passed and nobody was contacted. If you still want to take part, ask{" "}
          {p.employer} to send a new request.
        </Ended>
      )}
    </main>
  );
}

function Disclosure({
  p,
  busy,
  alert,
  onAnswer,
  path,
}: {
  p: PageJson;
  busy: boolean;
  alert: React.ReactNode;
  onAnswer: (to: string, body: unknown) => void;
  path: string;
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
          onAnswer(path, { typedName, agree, disclosureVersion: p.disclosure.version });
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
                onAnswer(`${path}/decline`, {});
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

function References({
  p,
  busy,
  alert,
  onSubmit,
}: {
  p: PageJson;
  busy: boolean;
  alert: React.ReactNode;
  onSubmit: (body: unknown) => void;
}) {
  const [shown, setShown] = useState(1);
  // The shared phone rule checks against the server's configured coverage, as on the request form.
  const coverage = trpc.system.providerModes.useQuery().data?.coverage;
  useEffect(() => {
    if (coverage) setCoverage(coverage);
  }, [coverage]);
  const form = useForm<FormValues>({
    mode: "onTouched",
    resolver: zodResolver(candidateReferencesSchema) as unknown as Resolver<FormValues>,
    defaultValues: { reference1: EMPTY_REF, reference2: EMPTY_REF, reference3: EMPTY_REF } as FormValues,
  });
  const { register, formState, setValue, trigger, handleSubmit, getValues } = form;
  const remove = (i: 2 | 3) => {
    if (i === 2 && shown === 3) setValue("reference2", getValues("reference3"));
    setValue("reference3", EMPTY_REF);
    if (i === 2 && shown === 2) setValue("reference2", EMPTY_REF);
    setShown((s) => Math.max(1, s - 1));
  };
  return (
    <form
      noValidate
      aria-label="Your references"
      onSubmit={handleSubmit((v) => onSubmit(v))}
      className="space-y-5"
    >
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Thank you. Now, your references</h1>
        <p className="mt-2 text-slate-700">
          Enter 1 to 3 people who know your work (a manager is best). {p.product} calls each one once, in
          their own business hours, and asks for their consent to record before any question.
        </p>
      </div>
      {([1, 2, 3] as const)
        .filter((i) => i <= shown)
        .map((i) => (
          <ReferenceCard
            key={i}
            index={i}
            register={register}
            errors={formState.errors}
            setValue={setValue}
            trigger={trigger}
            onRemove={i > 1 ? () => remove(i as 2 | 3) : undefined}
          />
        ))}
      {shown < 3 && (
        <button
          type="button"
          onClick={() => setShown((s) => s + 1)}
          className="inline-flex items-center gap-2 rounded-md border border-dashed border-brand-500 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus className="h-4 w-4" aria-hidden /> Add Reference
        </button>
      )}
      {alert}
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
      >
        {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />} Send my references
      </button>
    </form>
  );
}

function Done({
  p,
  busy,
  alert,
  onCopy,
}: {
  p: PageJson;
  busy: boolean;
  alert: React.ReactNode;
  onCopy: () => void;
}) {
  return (
    <section className="space-y-4" aria-label="Authorized">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Thank you, {p.typedName}</h1>
      <p className="text-slate-700">
        You authorized this reference check on {when(p.authorizedAt)}. {p.product} now calls the references
        for {p.employer}; each is told that you authorized the check.
      </p>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <h2 className="font-semibold">Your copy of the report</h2>
        {p.reportCopy === "none" && (
          <>
            <p className="mt-1">
              You may ask for a copy of the report. {p.employer} takes the employment decision, so they
              approve the copy before we e-mail it to you.
            </p>
            <button
              type="button"
              onClick={onCopy}
              disabled={busy}
              className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
            >
              Ask for a copy of my report
            </button>
          </>
        )}
        {p.reportCopy === "requested" && (
          <p className="mt-1" role="status">
            Asked. We e-mail your copy as soon as {p.employer} approves it
            {p.reportReady ? "" : " and the report is ready"}.
          </p>
        )}
        {p.reportCopy === "approved" && <p className="mt-1">Approved: your copy is on its way by e-mail.</p>}
      </div>
      {alert}
      <p className="text-xs text-slate-500">Keep this link: it is the way back to this page.</p>
    </section>
  );
}

function Ended({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{children}</p>
    </section>
  );
}
