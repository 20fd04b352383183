import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { SelectField, TextField } from "../../components/ui/field";
import { DEFAULT_WINDOW, TIMEZONES, type FormValues } from "./types";

/** The optional preferred call window: a box that shows (and fills) the earliest, latest and time zone. */
export function CallWindowSection({
  register,
  errors,
  setValue,
  callWindow,
}: {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  callWindow: FormValues["preferredCallWindow"];
}) {
  return (
    <section aria-labelledby="call-window" className="space-y-3">
      <h3 id="call-window" className="sr-only">
        Preferred call window
      </h3>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-700"
          checked={!!callWindow}
          onChange={(e) =>
            setValue("preferredCallWindow", e.target.checked ? DEFAULT_WINDOW : null, {
              shouldValidate: true,
            })
          }
        />
        <span>
          <span className="font-medium">Set a preferred call window</span> (optional). We always call within 9
          AM - 6 PM on business days in each reference's local time.
        </span>
      </label>
      {callWindow && (
        <div className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
          <TextField
            reserveMessage
            label="Earliest call time"
            type="time"
            error={errors.preferredCallWindow?.start?.message}
            {...register("preferredCallWindow.start")}
          />
          <TextField
            reserveMessage
            label="Latest call time"
            type="time"
            error={errors.preferredCallWindow?.end?.message}
            {...register("preferredCallWindow.end")}
          />
          <SelectField
            reserveMessage
            label="Time zone"
            error={errors.preferredCallWindow?.timezone?.message}
            {...register("preferredCallWindow.timezone")}
          >
            {TIMEZONES.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </section>
  );
}
