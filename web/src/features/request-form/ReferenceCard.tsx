import { CALL_LANGUAGE_LABELS, CALL_LANGUAGES, suggestedLanguage } from "@server/shared/call-language";
import { normalizePhone } from "@server/shared/phone";
import { useRef } from "react";
import { RELATIONSHIP_LABELS, RELATIONSHIPS } from "@server/shared/check-request";
import { Trash2 } from "lucide-react";
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormTrigger } from "react-hook-form";
import { SelectField, TextField } from "../../components/ui/field";
import type { FormValues } from "./types";

type RefKey = "reference1" | "reference2" | "reference3";

/** One reference's name, phone and relationship. Reference 1 is required; 2 and 3 are all-or-nothing. */
export function ReferenceCard({
  index,
  register,
  errors,
  setValue,
  trigger,
  onRemove,
}: {
  index: 1 | 2 | 3;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  trigger: UseFormTrigger<FormValues>;
  onRemove?: () => void;
}) {
  const key = `reference${index}` as RefKey;
  // An optional reference is checked as a whole ("all or nothing"): leaving any of its fields
  // re-validates the group, so "Incomplete reference info" shows as soon as it applies.
  const checkGroup = () => {
    if (index > 1) void trigger(key);
  };
  const e = errors[key] as
    | {
        message?: string;
        name?: { message?: string };
        phone?: { message?: string };
        relationship?: { message?: string };
        language?: { message?: string };
      }
    | undefined;
  // French is suggested for Quebec and New Brunswick numbers until the requester picks a language.
  const languagePicked = useRef(false);
  return (
    <fieldset
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
      aria-describedby={e?.message ? `${key}-error` : undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-semibold text-slate-900">
          Reference {index}
          {index === 1 ? (
            <span className="ml-1 font-normal text-slate-500">(required)</span>
          ) : (
            <span className="ml-1 font-normal text-slate-500">(optional)</span>
          )}
        </legend>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
            aria-label={`Remove reference ${index}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Remove
          </button>
        )}
      </div>
      {/* An optional reference's group message gets its room up front (see FieldMessage). */}
      {index > 1 && (
        <div className="mt-2 min-h-5 text-sm leading-5">
          {e?.message && (
            <p id={`${key}-error`} role="alert" className="font-medium text-red-700">
              {e.message}
            </p>
          )}
        </div>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField
          reserveMessage
          label={`Reference ${index} name`}
          autoComplete="off"
          placeholder="Full name"
          error={e?.name?.message}
          {...register(`${key}.name`, { onBlur: checkGroup })}
        />
        <TextField
          reserveMessage
          label={`Reference ${index} phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(415) 555-0100"
          hint="10 digits for US/Canada, or + and country code"
          error={e?.phone?.message}
          {...register(`${key}.phone`, {
            // The spec's rule, shown to the user as they leave the field: "(415) 555-0100" → "+14155550100".
            onBlur: (ev: React.FocusEvent<HTMLInputElement>) => {
              const n = normalizePhone(ev.target.value);
              if (n && n !== ev.target.value) setValue(`${key}.phone`, n, { shouldValidate: true });
              if (n && !languagePicked.current) setValue(`${key}.language`, suggestedLanguage(n));
              checkGroup();
            },
          })}
        />
        <SelectField
          reserveMessage
          label={`Reference ${index} relationship`}
          error={e?.relationship?.message}
          {...register(`${key}.relationship`, { onBlur: checkGroup })}
        >
          <option value="">Select relationship…</option>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {RELATIONSHIP_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={`Reference ${index} call language`}
          error={e?.language?.message}
          {...register(`${key}.language`, {
            onChange: () => {
              languagePicked.current = true;
            },
          })}
        >
          {CALL_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {CALL_LANGUAGE_LABELS[l]}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
