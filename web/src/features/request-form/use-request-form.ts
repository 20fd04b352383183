import { zodResolver } from "@hookform/resolvers/zod";
import { checkRequestFields, referenceSchema, refineCheckRequest } from "@server/shared/check-request";
import { setCoverage } from "@server/shared/coverage";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { useToast } from "../../components/ui/toast";
import { track } from "../../lib/analytics";
import { api, errorText, type RestAnswer, type RestBody } from "../../lib/api";
import { savePendingCheckout } from "../../lib/pending-checkout";
import { trpc } from "../../lib/trpc";
import { prefillFromQuery } from "./prefill";
import { EMPTY_REF, type FormValues, type SubmittedValues } from "./types";
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

/** "Ask the candidate to authorize" ticked with no address would start the calls unannounced. */
export const ASK_CANDIDATE_NEEDS_EMAIL =
  "Enter the candidate's e-mail to ask them to authorize, or untick the box";

export const formResolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await (zodResolver(formSchema) as unknown as Resolver<FieldValues>)(
    requestBody(values) as FieldValues,
    context,
    options as never,
  );
  if (values.askCandidate && values.referencesBy !== "candidate" && !values.candidateEmail.trim()) {
    const errors = {
      ...result.errors,
      candidateEmail: { type: "required", message: ASK_CANDIDATE_NEEDS_EMAIL },
    };
    return { values: {}, errors } as unknown as Awaited<ReturnType<Resolver<FormValues>>>;
  }
  return result as unknown as Awaited<ReturnType<Resolver<FormValues>>>;
};

export type CreatedCheck = RestAnswer<"POST /api/reference-checks">;

const FAILED = { title: "Submission Failed", description: "Please check your information and try again" };

/**
 * The request form's state (spec §2, §4, §5): the values (pre-filled from the query string), the
 * free-check eligibility, the price, maintenance, the optional references shown, and the submit
 * that creates the check and goes on to the payment (or starts the free check).
 */
export function useRequestForm(onFreeCheckStarted: (c: CreatedCheck & { candidateName: string }) => void) {
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
  const { formState, watch, setValue, getValues, trigger, handleSubmit } = form;
  // The shared phone rule checks against the server's configured coverage (COVERAGE).
  const coverage = trpc.site.providerModes.useQuery().data?.coverage;
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
    queryFn: () => api("GET /api/maintenance"),
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
  /** The first-time box: unticked turns the free check off, ticked checks the e-mail at once. */
  function firstTimeChanged(checked: boolean) {
    if (!checked) {
      setValue("freeCheck", false);
      resetEligibility();
    } else if (email.includes("@")) void checkEligibility(email);
  }

  // The casts stay: the inputs hold what the schema's input type refuses (unticked boxes, an empty
  // relationship), and react-hook-form hands `submit` the resolver's parsed values, a CheckRequest.
  async function submit(data: FormValues) {
    const parsed = data as unknown as SubmittedValues;
    setSubmitting(true);
    try {
      // `data` passed formSchema (the server's own fields and rules) in the resolver, so what
      // requestBody builds from it is the route's body. The parsed values no longer hold the
      // "ask the candidate" box (the schema has no such field): it is read from the form itself,
      // or the candidate's e-mail would be dropped and the candidate never asked.
      const body = {
        ...(requestBody({ ...data, askCandidate }) as RestBody<"POST /api/reference-checks">),
        isFirstTimeUser: firstTime,
        freeCheck: freeEligible,
        testMode,
        preferredCallWindow: callWindow ?? undefined,
      };
      const created = await api("POST /api/reference-checks", { body });
      track("form_submit", { category: "engagement", label: created.free ? "free_check" : "paid_check" });
      if (created.free) {
        // The toast says what the check's phase says: "calls within minutes" only when they are.
        const p = created.phase;
        const soon = p.kind === "calling" || p.wait?.reason === "queued";
        toast(
          soon
            ? {
                title: "FREE Check Started!",
                description: "Your reference calls will begin within minutes!",
                variant: "success",
              }
            : { title: "FREE Check Created!", description: p.words.headline, variant: "success" },
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
        title: FAILED.title,
        description: text || FAILED.description,
        variant: "destructive",
      });
      if (err instanceof Error && err.message.startsWith("503")) void maintenance.refetch();
    } finally {
      setSubmitting(false);
    }
  }

  const onSubmit = handleSubmit(submit, () => toast({ ...FAILED, variant: "destructive" }));

  return {
    form,
    errors,
    isValid,
    onSubmit,
    submitting,
    paused,
    testMode,
    callWindow,
    invite,
    askCandidate,
    referenceCount,
    shown,
    addReference,
    removeReference,
    email,
    firstTime,
    eligState,
    freeEligible,
    firstTimeChanged,
    isFree,
    total,
  };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;
