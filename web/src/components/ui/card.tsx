import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={clsx("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)}
    />
  );
}

const badgeColors = {
  green: "bg-emerald-100 text-emerald-800",
  blue: "bg-brand-100 text-brand-800",
  yellow: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  gray: "bg-slate-100 text-slate-700",
} as const;

export function Badge({
  color = "gray",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { color?: keyof typeof badgeColors }) {
  return (
    <span
      {...props}
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        badgeColors[color],
        className,
      )}
    />
  );
}

export function ProgressBar({ value, label }: { value: number; label?: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label ?? "Progress"}
      aria-valuenow={v}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${v}%` }} />
    </div>
  );
}
