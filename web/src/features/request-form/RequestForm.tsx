import { Loader2, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/card";
import { CallWindowSection } from "./CallWindowSection";
import { ConsentSection } from "./ConsentSection";
import { CandidateSection, YourInfoSection } from "./ContactSections";
import { ReferencesSection } from "./ReferencesSection";
import { useRequestForm, type CreatedCheck } from "./use-request-form";

export type { CreatedCheck } from "./use-request-form";

/** The request form (spec §2, §4, §5): one zod schema with the server, the spec's texts and toasts. */
export function RequestForm({
  onFreeCheckStarted,
}: {
  onFreeCheckStarted: (c: CreatedCheck & { candidateName: string }) => void;
}) {
  const f = useRequestForm(onFreeCheckStarted);
  const { register, setValue, trigger } = f.form;
  const { errors, submitting, isFree, total, referenceCount } = f;

  const buttonText = submitting
    ? "Processing..."
    : isFree
      ? "Start FREE Check"
      : `Pay $${total} & Start Check`;

  return (
    <form noValidate onSubmit={f.onSubmit} className="space-y-8" aria-label="Reference check request">
      {f.testMode && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Badge color="yellow">Test mode</Badge> Payments use test cards; nothing is charged.
        </p>
      )}
      {f.paused && (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          New checks are paused for scheduled maintenance (usually about 30 minutes).{" "}
          <Link to="/maintenance" className="font-semibold underline">
            See maintenance details
          </Link>
        </div>
      )}

      <YourInfoSection register={register} errors={errors} />
      <CandidateSection
        register={register}
        errors={errors}
        trigger={trigger}
        invite={f.invite}
        askCandidate={f.askCandidate}
      />
      <ReferencesSection
        register={register}
        errors={errors}
        setValue={setValue}
        trigger={trigger}
        invite={f.invite}
        referenceCount={referenceCount}
        shown={f.shown}
        onAdd={f.addReference}
        onRemove={f.removeReference}
      />
      <CallWindowSection register={register} errors={errors} setValue={setValue} callWindow={f.callWindow} />
      <ConsentSection
        register={register}
        errors={errors}
        email={f.email}
        firstTime={f.firstTime}
        eligState={f.eligState}
        freeEligible={f.freeEligible}
        onFirstTimeChange={f.firstTimeChanged}
      />

      <div className="space-y-3">
        <button
          type="submit"
          disabled={submitting || !f.isValid || f.paused}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {submitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {buttonText}
        </button>
        {!f.isValid && !submitting && (
          <p className="text-center text-xs text-slate-600">Complete the required fields to continue.</p>
        )}
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-600">
          <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
          {isFree
            ? "No card needed. Calls start within minutes during business hours."
            : `${referenceCount} reference${referenceCount > 1 ? "s" : ""} · secure card payment on the next step · 100% refund within 30 days if a call can't be completed`}
        </p>
      </div>
    </form>
  );
}
