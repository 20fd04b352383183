import { zodResolver } from "@hookform/resolvers/zod";
import { DATA_RIGHTS, dataRequestSchema } from "@server/shared/data-requests";
import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { trpc } from "../../lib/trpc";
import { CodeStep } from "./DataRequestCodeStep";
import { send, type Answer } from "./data-request-api";

interface Values {
  kind: "correction" | "deletion" | "";
  name: string;
  phone: string;
  candidateName: string;
  email: string;
  details: string;
}

const textarea =
  "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400";

/**
 * A reference asks for a correction (within 24 hours of the call) or for deletion (done within
 * 30 days), then confirms with the code we text to the number we called. The page says the same
 * whether or not we hold anything for that number.
 */
export function DataRequestForm() {
  const modes = trpc.site.providerModes.useQuery();
  const [request, setRequest] = useState<Answer | null>(null);
  const [done, setDone] = useState<{ ok: boolean; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "onTouched",
    resolver: zodResolver(dataRequestSchema) as unknown as Resolver<Values>,
    defaultValues: { kind: "", name: "", phone: "", candidateName: "", email: "", details: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch("kind");

  async function submit(v: Values) {
    setFormError(null);
    const r = await send<Answer>("/api/data-requests", v);
    if (r.ok) {
      setRequest(r.data);
      return;
    }
    for (const [field, messages] of Object.entries(r.fieldErrors ?? {}))
      if (field in v) form.setError(field as keyof Values, { message: messages[0] });
    setFormError(r.fieldErrors ? null : r.message);
  }

  const restart = () => {
    setRequest(null);
    setDone(null);
    setFormError(null);
    form.reset();
  };

  return (
    <div
      id="data-request"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="data-request"
    >
      <h3 className="text-lg font-semibold text-slate-900">Correct or delete what you told us</h3>
      {done ? (
        <div role="status" aria-live="polite" className="mt-4">
          <div className="flex items-start gap-3">
            {done.ok ? (
              <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" aria-hidden />
            ) : (
              <ShieldAlert className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden />
            )}
            <p className="text-slate-800">{done.message}</p>
          </div>
          <Button variant="secondary" className="mt-5" onClick={restart}>
            Make another request
          </Button>
        </div>
      ) : request ? (
        <CodeStep
          request={request}
          simulated={modes.data?.providers.telephony === "simulated" && !!modes.data.devTools}
          onDone={setDone}
          onRestart={restart}
        />
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(submit)}
          className="mt-4 space-y-4"
          aria-label="Data request"
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">What would you like us to do?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(
                [
                  [
                    "correction",
                    "Correct something",
                    `Within ${DATA_RIGHTS.correctionWindowHours} hours of your call`,
                  ],
                  ["deletion", "Delete my data", `Done within ${DATA_RIGHTS.deletionDays} days`],
                ] as const
              ).map(([value, label, note]) => (
                <label
                  key={value}
                  className={`flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm ${
                    kind === value ? "border-brand-600 bg-brand-50" : "border-slate-300"
                  }`}
                >
                  <input type="radio" value={value} className="mt-1" {...form.register("kind")} />
                  <span>
                    <span className="block font-medium text-slate-900">{label}</span>
                    <span className="block text-xs text-slate-600">{note}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.kind && <p className="mt-1 text-sm text-red-700">{errors.kind.message}</p>}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Your name"
              autoComplete="name"
              error={errors.name?.message}
              {...form.register("name")}
            />
            <TextField
              label="Phone number we called"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="(555) 123-4567"
              hint="We text a code to this number to confirm it is yours."
              error={errors.phone?.message}
              {...form.register("phone")}
            />
            <TextField
              label="Candidate's name (optional)"
              hint="Who you were a reference for."
              error={errors.candidateName?.message}
              {...form.register("candidateName")}
            />
            <TextField
              label="Email (optional)"
              type="email"
              autoComplete="email"
              hint="We write when your request is done."
              error={errors.email?.message}
              {...form.register("email")}
            />
          </div>
          <div>
            <label htmlFor="data-request-details" className="block text-sm font-medium text-slate-800">
              {kind === "correction" ? "What should be corrected?" : "Anything we should know? (optional)"}
            </label>
            <textarea
              id="data-request-details"
              rows={3}
              aria-invalid={!!errors.details}
              aria-describedby={errors.details ? "data-request-details-error" : undefined}
              placeholder={
                kind === "correction" ? "What you said, and what it should say instead." : undefined
              }
              className={`${textarea} ${errors.details ? "border-red-500" : "border-slate-300"}`}
              {...form.register("details")}
            />
            {errors.details && (
              <p id="data-request-details-error" className="mt-1 text-sm text-red-700">
                {errors.details.message}
              </p>
            )}
          </div>
          {formError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Text me a code"}
          </Button>
          <p className="text-xs text-slate-500">
            No phone? Write to us and an operator will confirm it is you another way.
          </p>
        </form>
      )}
    </div>
  );
}
