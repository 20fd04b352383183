import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { AppError } from "../../src/errors";
import {
  authorizationApplies,
  authorizationSentence,
  callsMayStart,
} from "../../src/services/checks/authorization-record";
import {
  authorizationToken,
  hashAuthorizationToken,
  newTokenNonce,
  TOKEN_PATTERN,
} from "../../src/services/checks/authorization-token";
import { voicemailText } from "../../src/services/calls/voicemail-texts";
import {
  CANDIDATE_AUTHORIZED,
  LINES,
  linesFor,
  type InterviewContext,
} from "../../src/services/interview/plan";
import { CALL_LANGUAGES } from "../../src/shared/call-language";

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Sam Lee",
  referenceName: "Pat Kim",
  companyName: "Acme Corp",
  role: "Engineer",
  relationship: "colleague",
  callbackNumber: "+14155550100",
};

describe("CANDIDATE_AUTHORIZATION", () => {
  it("defaults to when-email and refuses anything else by name", () => {
    expect(loadConfig({ NODE_ENV: "test" }).env.CANDIDATE_AUTHORIZATION).toBe("when-email");
    expect(() => loadConfig({ NODE_ENV: "test", CANDIDATE_AUTHORIZATION: "always" })).toThrow(
      /CANDIDATE_AUTHORIZATION/,
    );
  });

  it("when-email asks only with an e-mail; required refuses without one (field error); off never asks", () => {
    expect(authorizationApplies("when-email", { referencesBy: "requester" })).toBe(false);
    expect(authorizationApplies("when-email", { referencesBy: "requester", candidateEmail: "c@x.com" })).toBe(
      true,
    );
    expect(authorizationApplies("off", { referencesBy: "requester", candidateEmail: "c@x.com" })).toBe(false);
    expect(authorizationApplies("required", { referencesBy: "requester", candidateEmail: "c@x.com" })).toBe(
      true,
    );
    try {
      authorizationApplies("required", { referencesBy: "requester" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).fieldErrors).toHaveProperty("candidateEmail");
    }
    // A candidate-led check always invites the candidate.
    expect(authorizationApplies("off", { referencesBy: "candidate", candidateEmail: "c@x.com" })).toBe(true);
  });
});

describe("tokens", () => {
  it("are 256-bit, derived from a nonce with the key, stored only as a hash", () => {
    const nonce = newTokenNonce();
    const token = authorizationToken(nonce, "key-one-key-one-key-one-key-one!");
    expect(token).toMatch(TOKEN_PATTERN);
    expect(authorizationToken(nonce, "key-one-key-one-key-one-key-one!")).toBe(token);
    expect(authorizationToken(nonce, "another-key-another-key-another!")).not.toBe(token);
    expect(hashAuthorizationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Array.from({ length: 200 }, () => newTokenNonce())).size).toBe(200);
  });
});

describe("calls wait", () => {
  const row = (p: Record<string, unknown>) =>
    ({ state: "awaiting", referencesBy: "requester", referencesEnteredAt: null, ...p }) as never;
  it("start only once authorized and, candidate-led, once the references are in", () => {
    expect(callsMayStart(null)).toBe(true);
    expect(callsMayStart(row({}))).toBe(false);
    expect(callsMayStart(row({ state: "declined" }))).toBe(false);
    expect(callsMayStart(row({ state: "authorized" }))).toBe(true);
    expect(callsMayStart(row({ state: "authorized", referencesBy: "candidate" }))).toBe(false);
    expect(
      callsMayStart(row({ state: "authorized", referencesBy: "candidate", referencesEnteredAt: new Date() })),
    ).toBe(true);
  });
});

describe("the reference hears it", () => {
  it("one sentence in the opening when authorized, none otherwise", () => {
    expect(LINES.consent(ctx)).not.toContain("authorized");
    const said = LINES.consent({ ...ctx, candidateAuthorized: true });
    expect(said).toContain("Sam Lee has authorized this reference check. This call is recorded");
    expect(LINES.consentHandoff({ ...ctx, candidateAuthorized: true })).toContain(
      "Sam Lee has authorized this reference check.",
    );
  });
  it("in each call language, on the voicemail too", () => {
    for (const lang of CALL_LANGUAGES) {
      const sentence = CANDIDATE_AUTHORIZED[lang](ctx);
      expect(voicemailText({ ...ctx, candidateAuthorized: true }, lang)).toContain(sentence);
      expect(voicemailText(ctx, lang)).not.toContain(sentence);
    }
    // The French and Spanish interviews open with it too, before the recording sentence, and only then.
    for (const language of ["fr", "es"] as const) {
      const lines = linesFor({ language });
      const sentence = CANDIDATE_AUTHORIZED[language](ctx);
      for (const line of [lines.consent, lines.consentHandoff]) {
        const said = line({ ...ctx, language, candidateAuthorized: true });
        expect(said).toContain(sentence);
        expect(said.indexOf(sentence)).toBeLessThan(said.search(/enregistré|se graba/));
        expect(line({ ...ctx, language })).not.toContain(sentence);
      }
    }
    expect(CANDIDATE_AUTHORIZED.fr(ctx)).toBe("Sam Lee a autorisé cette vérification de références.");
    expect(CANDIDATE_AUTHORIZED.es(ctx)).toBe("Sam Lee ha autorizado esta verificación de referencias.");
  });
  it("the report's sentence names the typed name, time and disclosure version, or says none", () => {
    expect(authorizationSentence(null)).toBe("No candidate authorization is on file for this check.");
    expect(
      authorizationSentence({
        state: "authorized",
        typedName: "Sam Lee",
        authorizedAt: new Date("2026-11-23T15:04:00Z"),
        disclosureVersion: "2026-11-v1",
      } as never),
    ).toBe(
      'The candidate authorized this check, typing the name "Sam Lee", on 2026-11-23 15:04 UTC (disclosure version 2026-11-v1).',
    );
  });
});
