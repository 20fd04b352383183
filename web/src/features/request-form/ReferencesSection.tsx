import { CALL_LENGTH } from "@server/shared/product-facts";
import { Plus } from "lucide-react";
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormTrigger } from "react-hook-form";
import { ReferenceCard } from "./ReferenceCard";
import type { FormValues } from "./types";

/**
 * Who enters the references, and the references: the cards shown (1 required, up to 3) with
 * Add and Remove, or the note on the candidate's invitation.
 */
export function ReferencesSection({
  register,
  errors,
  setValue,
  trigger,
  invite,
  referenceCount,
  shown,
  onAdd,
  onRemove,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  trigger: UseFormTrigger<FormValues>;
  /** The candidate enters the references (referencesBy "candidate"). */
  invite: boolean;
  referenceCount: number;
  /** How many reference cards are shown (1 to 3). */
  shown: number;
  onAdd: () => void;
  onRemove: (i: 2 | 3) => void;
}) {
  return (
    <section aria-labelledby="references-info" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="references-info" className="text-lg font-semibold text-slate-900">
          References
        </h3>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="reference-count">
          {referenceCount} of 3 references
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
        <legend className="sr-only">Who enters the references</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="requester" className="accent-brand-700" {...register("referencesBy")} />I
          enter the references
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="candidate" className="accent-brand-700" {...register("referencesBy")} />
          Invite the candidate (they authorize and enter 1-3 references)
        </label>
      </fieldset>
      {invite ? (
        <p
          className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
          data-testid="invite-note"
        >
          We e-mail the candidate an invitation: they read the disclosure, authorize the check and enter 1 to
          3 references themselves (references the candidate chooses are harder to fake). The check is priced
          for 3; any the candidate does not enter are refunded.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            1 required, up to 3. Each reference receives one short call ({CALL_LENGTH.text}).
          </p>
          <ReferenceCard
            index={1}
            register={register}
            errors={errors}
            setValue={setValue}
            trigger={trigger}
          />
          {shown >= 2 && (
            <ReferenceCard
              index={2}
              register={register}
              errors={errors}
              setValue={setValue}
              trigger={trigger}
              onRemove={() => onRemove(2)}
            />
          )}
          {shown >= 3 && (
            <ReferenceCard
              index={3}
              register={register}
              errors={errors}
              setValue={setValue}
              trigger={trigger}
              onRemove={() => onRemove(3)}
            />
          )}
          {shown < 3 && (
            <button
              type="button"
              onClick={onAdd}
              className="inline-flex items-center gap-2 rounded-md border border-dashed border-brand-500 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Plus className="h-4 w-4" aria-hidden /> Add Reference
            </button>
          )}
        </>
      )}
    </section>
  );
}
