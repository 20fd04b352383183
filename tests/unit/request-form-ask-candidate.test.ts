import { describe, expect, it } from "vitest";
import {
  ASK_CANDIDATE_NEEDS_EMAIL,
  formResolver,
} from "../../web/src/features/request-form/use-request-form";
import { EMPTY_REF, type FormValues } from "../../web/src/features/request-form/types";

const valid: FormValues = {
  requesterEmail: "hm@example.com",
  candidateName: "Jordan Rivera",
  role: "Designer",
  companyName: "Acme Corp",
  reference1: { name: "Pat Kim", phone: "2125550142", relationship: "direct-manager", language: "en" },
  reference2: EMPTY_REF,
  reference3: EMPTY_REF,
  consentGiven: true,
  termsAccepted: true,
  isFirstTimeUser: false,
  freeCheck: false,
  testMode: false,
  preferredCallWindow: null,
  referencesBy: "requester",
  candidateEmail: "",
  askCandidate: true,
  purposeCertified: true,
};

const resolve = (v: FormValues) =>
  formResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

describe("'Ask the candidate to authorize' on the request form", () => {
  it("ticked with no candidate e-mail: a field error on the e-mail, nothing submitted", async () => {
    const r = await resolve(valid);
    expect(r.errors.candidateEmail?.message).toBe(ASK_CANDIDATE_NEEDS_EMAIL);
    expect(r.values).toEqual({});
  });

  it("ticked with the e-mail, or unticked without it: the form is valid", async () => {
    expect((await resolve({ ...valid, candidateEmail: "jordan@example.org" })).errors).toEqual({});
    const unticked = await resolve({ ...valid, askCandidate: false, purposeCertified: false });
    expect(unticked.errors).toEqual({});
    expect((unticked.values as { candidateEmail?: string }).candidateEmail).toBeUndefined();
  });
});
