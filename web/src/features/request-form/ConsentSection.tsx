import { CERTIFICATION_STATEMENT } from "@server/shared/authorization";
import { Gift, Loader2 } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Link } from "react-router";
import { ConsentBox } from "./ConsentBox";
import type { FormValues } from "./types";
import type { EligibilityState } from "./use-free-check";

/**
 * The first-time box with its eligibility line, then the required boxes: consent to contact and
 * record, the terms, and the permissible-purpose certification.
 */
export function ConsentSection({
  register,
  errors,
  email,
  firstTime,
  eligState,
  freeEligible,
  onFirstTimeChange,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  /** The requester's e-mail as typed. */
  email: string;
  firstTime: boolean;
  eligState: EligibilityState;
  /** This e-mail qualifies for the free first check. */
  freeEligible: boolean;
  onFirstTimeChange: (checked: boolean) => void;
}) {
  return (
    <section aria-label="First check and consent" className="space-y-4">
      <div
        className={`rounded-xl border p-4 ${freeEligible ? "border-emerald-300 bg-emerald-50" : "border-slate-200"}`}
      >
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-700"
            {...register("isFirstTimeUser", {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => onFirstTimeChange(e.target.checked),
            })}
          />
          <span>
            <span className="flex items-center gap-1.5 font-semibold">
              <Gift className="h-4 w-4 text-emerald-700" aria-hidden /> First time? Your first check is FREE
            </span>
            <span className="text-slate-600">
              One free check per e-mail address and network. No card needed.
            </span>
          </span>
        </label>
        <p className="mt-2 pl-7 text-sm" aria-live="polite" data-testid="free-check-status">
          {firstTime && eligState.status === "checking" && (
            <span className="inline-flex items-center gap-1 text-slate-600">
              <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden /> Checking eligibility...
            </span>
          )}
          {freeEligible && (
            <span className="font-medium text-emerald-800">You qualify: this check is FREE.</span>
          )}
          {firstTime && !email.includes("@") && (
            <span className="text-slate-600">Enter your e-mail to check eligibility.</span>
          )}
        </p>
      </div>

      <ConsentBox
        id="consent"
        error={errors.consentGiven?.message}
        describedBy="consent-note"
        registration={register("consentGiven")}
      >
        I confirm I have permission to contact these references and have informed them their call will be
        recorded
        <span id="consent-note" className="mt-1 block text-xs text-slate-600">
          This consent is required by law. All calls are recorded for quality and verification purposes.
        </span>
      </ConsentBox>
      <ConsentBox id="terms" error={errors.termsAccepted?.message} registration={register("termsAccepted")}>
        I agree to the terms and conditions{" "}
        <Link to="/terms" target="_blank" className="text-brand-700 underline">
          (read them)
        </Link>
      </ConsentBox>
      <ConsentBox
        id="certification"
        error={errors.purposeCertified?.message}
        registration={register("purposeCertified")}
      >
        {CERTIFICATION_STATEMENT}
      </ConsentBox>
    </section>
  );
}
