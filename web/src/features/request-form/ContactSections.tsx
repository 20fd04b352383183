import { CANDIDATE_CHECKBOX_LABEL } from "@server/shared/authorization";
import type { FieldErrors, UseFormRegister, UseFormTrigger } from "react-hook-form";
import { TextField } from "../../components/ui/field";
import type { FormValues } from "./types";

/** The requester's e-mail (where the report goes) and company. */
export function YourInfoSection({
  register,
  errors,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  return (
    <section aria-labelledby="your-info" className="space-y-4">
      <h3 id="your-info" className="text-lg font-semibold text-slate-900">
        Your Information
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          reserveMessage
          label="Your email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.requesterEmail?.message}
          hint="Your report is sent here. Use the same e-mail to sign in to your dashboard."
          {...register("requesterEmail")}
        />
        <TextField
          reserveMessage
          label="Company name"
          autoComplete="organization"
          placeholder="Acme Corp"
          error={errors.companyName?.message}
          {...register("companyName")}
        />
      </div>
    </section>
  );
}

/**
 * The candidate's name, the role, and their e-mail: where the invitation goes, or (with the box
 * ticked) where they are asked to authorize the check before any reference is called.
 */
export function CandidateSection({
  register,
  errors,
  trigger,
  invite,
  askCandidate,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  trigger: UseFormTrigger<FormValues>;
  /** The candidate enters the references (referencesBy "candidate"). */
  invite: boolean;
  askCandidate: boolean;
}) {
  return (
    <section aria-labelledby="candidate-info" className="space-y-4">
      <h3 id="candidate-info" className="text-lg font-semibold text-slate-900">
        Candidate Information
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          reserveMessage
          label="Candidate name"
          autoComplete="off"
          placeholder="Jordan Rivera"
          error={errors.candidateName?.message}
          {...register("candidateName")}
        />
        <TextField
          reserveMessage
          label="Role"
          autoComplete="off"
          placeholder="Senior Product Designer"
          hint="The position you are hiring for"
          error={errors.role?.message}
          {...register("role")}
        />
        <TextField
          reserveMessage
          label="Candidate e-mail"
          type="email"
          autoComplete="off"
          placeholder="jordan@example.com"
          hint={
            invite
              ? "The candidate receives the invitation here."
              : "The candidate is asked here to authorize the check before any reference is called."
          }
          error={invite || askCandidate ? errors.candidateEmail?.message : undefined}
          {...register("candidateEmail")}
        />
      </div>
      {!invite && (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-700"
            {...register("askCandidate", { onChange: () => void trigger("candidateEmail") })}
          />
          <span>
            <span className="font-medium">{CANDIDATE_CHECKBOX_LABEL}</span>
            <span className="block text-slate-600">
              They read a short disclosure and authorize by typing their name; calls start once they do.
            </span>
          </span>
        </label>
      )}
    </section>
  );
}
