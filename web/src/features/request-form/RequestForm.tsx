import { zodResolver } from "@hookform/resolvers/zod";
import { checkRequestFields, referenceSchema, refineCheckRequest } from "@server/shared/check-request";
import { CANDIDATE_CHECKBOX_LABEL, CERTIFICATION_STATEMENT } from "@server/shared/authorization";
import { useQuery } from "@tanstack/react-query";
import { Gift, Loader2, Plus, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { FieldValues } from "react-hook-form";
import { Badge } from "../../components/ui/card";
import { SelectField, TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { track } from "../../lib/analytics";
import { api, errorText } from "../../lib/api";
import { savePendingCheckout } from "../../lib/pending-checkout";
import { trpc } from "../../lib/trpc";
import { setCoverage } from "@server/shared/coverage";
import { CALL_LENGTH } from "@server/shared/product-facts";
import { prefillFromQuery } from "./prefill";
import { ConsentBox } from "./ConsentBox";
import { ReferenceCard } from "./ReferenceCard";
import { DEFAULT_WINDOW, EMPTY_REF, TIMEZONES, type FormValues, type SubmittedValues } from "./types";
import { useFreeCheckEligibility } from "./use-free-check";
import { usePricingPreview } from "./use-pricing-preview";

/**
 * The server's rules (the certification is required whenever the candidate is asked to authorize or
 * invited), applied to what the form would send.
 */
const formSchema = checkRequestFields.superRefine(refineCheckRequest);

/**
 * What the form sends: the references only when the requester enters them, the candidate's e-mail
 * only when the candidate is asked to authorize (always when invited).
 */
export function requestBody(v: FormValues): Record<string, unknown> {
  const { askCandidate, ...rest } = v;
  const out: Record<string, unknown> = { ...rest };
  if (v.referencesBy === "candidate") {
    delete out.reference1;
    delete out.reference2;
    delete out.reference3;
  } else if (!askCandidate) delete out.candidateEmail;
  return out;
}

const formResolver: Resolver<FormValues> = (values, context, options) =>
  (zodResolver(formSchema) as unknown as Resolver<FieldValues>)(
    requestBody(values) as FieldValues,
    context,
    options as never,
  ) as ReturnType<Resolver<FormValues>>;

export interface CreatedCheck {
  referenceCheckId: number;
  id: string;
  message: string;
  free: boolean;
  statusUrl: string;
  pricingInfo: { price: number; tier: string };
  /** The secret the payment pages must present for this check (null for a free check). */
  checkoutToken: string | null;
  awaitingAuthorization?: boolean;
}

/** The request form (spec §2, §4, §5): one zod schema with the server, the spec's texts and toasts. */
export function RequestForm({
  onFreeCheckStarted,
}: {
  onFreeCheckStarted: (c: CreatedCheck & { candidateName: string }) => void;
}) {
  const [params] = useSearchParams();
  const prefill = useMemo(() => prefillFromQuery(params), [params]);
  const navigate = useNavigate();
  const toast = useToast();
  const [shown, setShown] = useState(prefill.shown);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<FormValues>({
    mode: "onTouched",
    resolver: formResolver,
    defaultValues: {
      requesterEmail: "",
      candidateName: "",
      role: "",
      companyName: "",
      reference1: EMPTY_REF,
      reference2: EMPTY_REF,
      reference3: EMPTY_REF,
      consentGiven: false,
      termsAccepted: false,
      isFirstTimeUser: false,
      freeCheck: false,
      testMode: false,
      preferredCallWindow: null,
      referencesBy: "requester",
      candidateEmail: "",
      askCandidate: true,
      purposeCertified: false,
      ...prefill.values,
    },
  });
  const { register, formState, watch, setValue, getValues, trigger, handleSubmit } = form;
  // The shared phone rule checks against the server's configured coverage (COVERAGE).
  const coverage = trpc.system.providerModes.useQuery().data?.coverage;
  useEffect(() => {
    if (coverage) setCoverage(coverage);
  }, [coverage]);
  const { errors, isValid } = formState;

  const email = watch("requesterEmail");
  const firstTime = watch("isFirstTimeUser");
  const testMode = watch("testMode");
  const callWindow = watch("preferredCallWindow");
  const ref2 = watch("reference2");
  const ref3 = watch("reference3");
  const invite = watch("referencesBy") === "candidate";
  const askCandidate = watch("askCandidate");
  // spec §4: references start at 1; each complete optional reference raises the count, up to 3.
  // An invited candidate may enter up to 3: priced for 3, the unused ones refunded.
  const referenceCount = invite
    ? 3
    : 1 + [ref2, ref3].filter((r) => referenceSchema.safeParse(r).success).length;

  const turnFreeOff = useCallback(() => {
    setValue("isFirstTimeUser", false);
    setValue("freeCheck", false);
  }, [setValue]);
  const eligibility = useFreeCheckEligibility(turnFreeOff);

  // Ticked with an e-mail containing @ runs the eligibility check; re-run when the e-mail changes.
  const { check: checkEligibility, reset: resetEligibility, state: eligState } = eligibility;
  useEffect(() => {
    if (!firstTime || !email.includes("@")) return;
    const normalized = email.trim().toLowerCase();
    if (eligState.status !== "idle" && "email" in eligState && eligState.email === normalized) return;
    const t = setTimeout(() => void checkEligibility(normalized), 500);
    return () => clearTimeout(t);
  }, [firstTime, email, eligState, checkEligibility]);

  const freeEligible =
    firstTime && eligState.status === "eligible" && eligState.email === email.trim().toLowerCase();
  useEffect(() => {
    setValue("freeCheck", freeEligible);
  }, [freeEligible, setValue]);

  const { pricing, total } = usePricingPreview({ email, referenceCount, testMode, firstCheck: freeEligible });
  const isFree = freeEligible || total === 0 || pricing?.isFirstCheck === true;

  const maintenance = useQuery({
    queryKey: ["maintenance"],
    queryFn: () => api<{ enabled: boolean }>("/api/maintenance"),
  });
  const paused = maintenance.data?.enabled === true;

  function addReference() {
    setShown((s) => Math.min(3, s + 1));
  }
  function removeReference(i: 2 | 3) {
    // Remove clears that reference and lowers the count; a third moves up into the second's place.
    if (i === 2 && shown === 3) setValue("reference2", getValues("reference3"));
    setValue("reference3", EMPTY_REF);
    if (i === 2 && shown === 2) setValue("reference2", EMPTY_REF);
    form.clearErrors(["reference2", "reference3"]);
    setShown((s) => Math.max(1, s - 1));
    void trigger();
  }

  async function submit(data: FormValues) {
    const parsed = data as unknown as SubmittedValues;
    setSubmitting(true);
    try {
      const body = {
        ...requestBody(data),
        isFirstTimeUser: firstTime,
        freeCheck: freeEligible,
        testMode,
        preferredCallWindow: callWindow ?? undefined,
      };
      const created = await api<CreatedCheck>("/api/reference-checks", { body });
      track("form_submit", { category: "engagement", label: created.free ? "free_check" : "paid_check" });
      if (created.free) {
        toast(
          created.awaitingAuthorization
            ? { title: "FREE Check Created!", description: created.message, variant: "success" }
            : {
                title: "FREE Check Started!",
                description: "Your reference calls will begin within minutes!",
                variant: "success",
              },
        );
        onFreeCheckStarted({ ...created, candidateName: parsed.candidateName });
        form.reset();
        resetEligibility();
        setShown(1);
        navigate("/", { replace: true });
        return;
      }
      const refs = invite
        ? referenceCount
        : [parsed.reference1, parsed.reference2, parsed.reference3].filter(Boolean).length;
      savePendingCheckout({
        id: created.referenceCheckId,
        email: parsed.requesterEmail,
        referenceCount: refs,
        amount: created.pricingInfo.price,
        candidateName: parsed.candidateName,
        checkoutToken: created.checkoutToken ?? "",
      });
      toast({ title: "Form Submitted Successfully", description: "Redirecting to payment..." });
      navigate(`/checkout?referenceCheckId=${created.referenceCheckId}`);
    } catch (err) {
      const text = err instanceof Error ? errorText(err) : "";
      toast({
        title: "Submission Failed",
        description: text || "Please check your information and try again",
        variant: "destructive",
      });
      if (err instanceof Error && err.message.startsWith("503")) void maintenance.refetch();
    } finally {
      setSubmitting(false);
    }
  }

  const buttonText = submitting
    ? "Processing..."
    : isFree
      ? "Start FREE Check"
      : `Pay $${total} & Start Check`;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, () =>
        toast({
          title: "Submission Failed",
          description: "Please check your information and try again",
          variant: "destructive",
        }),
      )}
      className="space-y-8"
      aria-label="Reference check request"
    >
      {testMode && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Badge color="yellow">Test mode</Badge> Payments use test cards; nothing is charged.
        </p>
      )}
      {paused && (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          New checks are paused for scheduled maintenance (usually about 30 minutes).{" "}
          <Link to="/maintenance" className="font-semibold underline">
            See maintenance details
          </Link>
        </div>
      )}

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
            <input
              type="radio"
              value="requester"
              className="accent-brand-700"
              {...register("referencesBy")}
            />
            I enter the references
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="candidate"
              className="accent-brand-700"
              {...register("referencesBy")}
            />
            Invite the candidate (they authorize and enter 1-3 references)
          </label>
        </fieldset>
        {invite ? (
          <p
            className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
            data-testid="invite-note"
          >
            We e-mail the candidate an invitation: they read the disclosure, authorize the check and enter 1
            to 3 references themselves (references the candidate chooses are harder to fake). The check is
            priced for 3; any the candidate does not enter are refunded.
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
                onRemove={() => removeReference(2)}
              />
            )}
            {shown >= 3 && (
              <ReferenceCard
                index={3}
                register={register}
                errors={errors}
                setValue={setValue}
                trigger={trigger}
                onRemove={() => removeReference(3)}
              />
            )}
            {shown < 3 && (
              <button
                type="button"
                onClick={addReference}
                className="inline-flex items-center gap-2 rounded-md border border-dashed border-brand-500 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Plus className="h-4 w-4" aria-hidden /> Add Reference
              </button>
            )}
          </>
        )}
      </section>

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
            <span className="font-medium">Set a preferred call window</span> (optional). We always call within
            9 AM - 6 PM on business days in each reference's local time.
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

      <section aria-label="First check and consent" className="space-y-4">
        <div
          className={`rounded-xl border p-4 ${freeEligible ? "border-emerald-300 bg-emerald-50" : "border-slate-200"}`}
        >
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-700"
              {...register("isFirstTimeUser", {
                onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                  if (!e.target.checked) {
                    setValue("freeCheck", false);
                    resetEligibility();
                  } else if (email.includes("@")) void checkEligibility(email);
                },
              })}
            />
            <span>
              <span className="flex items-center gap-1.5 font-semibold">
                <Gift className="h-4 w-4 text-emerald-700" aria-hidden /> First time? Your first check is FREE
              </span>
              <span className="text-slate-600">
                One free check per e-mail address and network. No card needed.
              </span>
            </span>
          </label>
          <p className="mt-2 pl-7 text-sm" aria-live="polite" data-testid="free-check-status">
            {firstTime && eligState.status === "checking" && (
              <span className="inline-flex items-center gap-1 text-slate-600">
                <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden /> Checking eligibility...
              </span>
            )}
            {freeEligible && (
              <span className="font-medium text-emerald-800">You qualify: this check is FREE.</span>
            )}
            {firstTime && !email.includes("@") && (
              <span className="text-slate-600">Enter your e-mail to check eligibility.</span>
            )}
          </p>
        </div>

        <ConsentBox
          id="consent"
          error={errors.consentGiven?.message}
          describedBy="consent-note"
          registration={register("consentGiven")}
        >
          I confirm I have permission to contact these references and have informed them their call will be
          recorded
          <span id="consent-note" className="mt-1 block text-xs text-slate-600">
            This consent is required by law. All calls are recorded for quality and verification purposes.
          </span>
        </ConsentBox>
        <ConsentBox id="terms" error={errors.termsAccepted?.message} registration={register("termsAccepted")}>
          I agree to the terms and conditions{" "}
          <Link to="/terms" target="_blank" className="text-brand-700 underline">
            (read them)
          </Link>
        </ConsentBox>
        <ConsentBox
          id="certification"
          error={errors.purposeCertified?.message}
          registration={register("purposeCertified")}
        >
          {CERTIFICATION_STATEMENT}
        </ConsentBox>
      </section>

      <div className="space-y-3">
        <button
          type="submit"
          disabled={submitting || !isValid || paused}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {submitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {buttonText}
        </button>
        {!isValid && !submitting && (
          <p className="text-center text-xs text-slate-600">Complete the required fields to continue.</p>
        )}
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-600">
          <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
          {isFree
            ? "No card needed. Calls start within minutes during business hours."
            : `${referenceCount} reference${referenceCount > 1 ? "s" : ""} · secure card payment on the next step · 100% refund within 30 days if a call can't be completed`}
        </p>
      </div>
    </form>
  );
}
