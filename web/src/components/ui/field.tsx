import { clsx } from "clsx";
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from "react";

/**
 * The line under a field: its hint, or its error in the hint's place. With `reserve`, the space is
 * kept whether or not there is a message (two short lines), so a message appearing when the user
 * leaves a field never moves what is below it while the pointer is on its way there.
 */
function FieldMessage({
  id,
  error,
  hint,
  reserve,
}: {
  id: string;
  error?: string;
  hint?: ReactNode;
  reserve?: boolean;
}) {
  if (!reserve && !error && !hint) return null;
  return (
    <div className={reserve ? "mt-1 min-h-8 text-xs leading-4" : "mt-1"}>
      {error ? (
        <p id={`${id}-error`} className={reserve ? "font-medium text-red-700" : "text-sm text-red-700"}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error under it, wired for screen readers (aria-invalid, aria-describedby). */
export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & {
    label: ReactNode;
    error?: string;
    hint?: ReactNode;
    /** Keep room for the message even when there is none (forms validated as the user leaves a field). */
    reserveMessage?: boolean;
  }
>(function TextField({ label, error, hint, reserveMessage, className, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        {...props}
        className={clsx(
          "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400",
          error ? "border-red-500" : "border-slate-300",
        )}
      />
      <FieldMessage id={inputId} error={error} hint={hint} reserve={reserveMessage} />
    </div>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: ReactNode;
    error?: string;
    children: ReactNode;
    reserveMessage?: boolean;
  }
>(function SelectField({ label, error, reserveMessage, className, id, children, ...props }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={!!error}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...props}
        className={clsx(
          "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm",
          error ? "border-red-500" : "border-slate-300",
        )}
      >
        {children}
      </select>
      <FieldMessage id={selectId} error={error} reserve={reserveMessage} />
    </div>
  );
});
