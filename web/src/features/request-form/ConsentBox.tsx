import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * One of the form's required boxes: the checkbox with its words, and room kept under it for the
 * message, so a message appearing never moves the next box or the button under the pointer.
 */
export function ConsentBox({
  id,
  error,
  describedBy,
  registration,
  children,
}: {
  /** Prefix of the message's id (`${id}-error`). */
  id: string;
  error?: string;
  /** What the box is described by while there is no message (e.g. a note inside the label). */
  describedBy?: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-700"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : describedBy}
          {...registration}
        />
        <span>{children}</span>
      </label>
      <div className="mt-1 min-h-10 pl-7 text-sm leading-5">
        {error && (
          <p id={`${id}-error`} className="text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
