import { zodResolver } from "@hookform/resolvers/zod";
import { earlyAccessSchema } from "@server/shared/leads";
import { TIMERS } from "@server/shared/product-facts";
import { CheckCircle2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { track } from "../../lib/analytics";
import { api } from "../../lib/api";

interface Values {
  email: string;
  company: string;
  monthlyChecks: string;
}

/** The early-access waitlist (spec §2, §4): hidden, shown, success that closes after 3 seconds. */
export function WaitlistModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "onTouched",
    resolver: zodResolver(earlyAccessSchema) as unknown as Resolver<Values>,
    defaultValues: { email: "", company: "", monthlyChecks: "" },
  });
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => {
      setDone(false);
      form.reset();
      onClose();
    }, TIMERS.waitlistCloseMs);
    return () => clearTimeout(t);
  }, [done, form, onClose]);

  async function submit(v: Values) {
    setError(null);
    try {
      await api("POST /api/early-access", { body: v });
      track("generate_lead", { category: "engagement", label: "unlimited_waitlist" });
      setDone(true);
    } catch {
      setError("Something went wrong. Please try again.");
    }
  }
  const { errors, isSubmitting } = form.formState;
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="waitlist-title"
      className="m-auto w-[min(92vw,28rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="relative p-6">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
        {done ? (
          <div className="py-6 text-center" role="status">
            <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
            <p className="mt-3 text-lg font-semibold text-slate-900">You're on the list!</p>
            <p className="mt-1 text-slate-600">We'll e-mail you as soon as the unlimited plan opens.</p>
          </div>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
            <h2 id="waitlist-title" className="pr-8 text-xl font-bold text-slate-900">
              Join the unlimited plan waitlist
            </h2>
            <p className="text-sm text-slate-600">
              $199/month for unlimited checks. Be first to know when it opens.
            </p>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <TextField
              label="Company (optional)"
              autoComplete="organization"
              error={errors.company?.message}
              {...form.register("company")}
            />
            <div>
              <label htmlFor="waitlist-message" className="block text-sm font-medium text-slate-800">
                How many checks do you run a month? (optional)
              </label>
              <textarea
                id="waitlist-message"
                rows={3}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
                {...form.register("monthlyChecks")}
              />
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Joining..." : "Join Waitlist"}
            </Button>
          </form>
        )}
      </div>
    </dialog>
  );
}
