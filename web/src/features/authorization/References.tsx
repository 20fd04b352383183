import { zodResolver } from "@hookform/resolvers/zod";
import { candidateReferencesSchema } from "@server/shared/check-request";
import { setCoverage } from "@server/shared/coverage";
import { Loader2, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { trpc } from "../../lib/trpc";
import { ReferenceCard } from "../request-form/ReferenceCard";
import { EMPTY_REF, type FormValues } from "../request-form/types";
import type { AuthorizationJson, ReferencesBody } from "./use-authorization";

/** The candidate-led mode: the candidate enters 1 to 3 references with the request form's cards and rules. */
export function References({
  p,
  busy,
  alert,
  onSubmit,
}: {
  p: AuthorizationJson;
  busy: boolean;
  alert: React.ReactNode;
  onSubmit: (body: ReferencesBody) => void;
}) {
  const [shown, setShown] = useState(1);
  // The shared phone rule checks against the server's configured coverage, as on the request form.
  const coverage = trpc.site.providerModes.useQuery().data?.coverage;
  useEffect(() => {
    if (coverage) setCoverage(coverage);
  }, [coverage]);
  const form = useForm<FormValues, unknown, ReferencesBody>({
    mode: "onTouched",
    resolver: zodResolver(candidateReferencesSchema) as unknown as Resolver<
      FormValues,
      unknown,
      ReferencesBody
    >,
    defaultValues: { reference1: EMPTY_REF, reference2: EMPTY_REF, reference3: EMPTY_REF } as FormValues,
  });
  const { register, formState, setValue, trigger, handleSubmit, getValues } = form;
  const remove = (i: 2 | 3) => {
    if (i === 2 && shown === 3) setValue("reference2", getValues("reference3"));
    setValue("reference3", EMPTY_REF);
    if (i === 2 && shown === 2) setValue("reference2", EMPTY_REF);
    setShown((s) => Math.max(1, s - 1));
  };
  return (
    <form
      noValidate
      aria-label="Your references"
      onSubmit={handleSubmit((v) => onSubmit(v))}
      className="space-y-5"
    >
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Thank you. Now, your references</h1>
        <p className="mt-2 text-slate-700">
          Enter 1 to 3 people who know your work (a manager is best). {p.product} calls each one (up to 3
          attempts), in their own business hours, and asks for their consent to record before any question.
        </p>
      </div>
      {([1, 2, 3] as const)
        .filter((i) => i <= shown)
        .map((i) => (
          <ReferenceCard
            key={i}
            index={i}
            register={register}
            errors={formState.errors}
            setValue={setValue}
            trigger={trigger}
            onRemove={i > 1 ? () => remove(i as 2 | 3) : undefined}
          />
        ))}
      {shown < 3 && (
        <button
          type="button"
          onClick={() => setShown((s) => s + 1)}
          className="inline-flex items-center gap-2 rounded-md border border-dashed border-brand-500 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus className="h-4 w-4" aria-hidden /> Add Reference
        </button>
      )}
      {alert}
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
      >
        {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />} Send my references
      </button>
    </form>
  );
}
