import type { InterviewContext } from "../../src/services/interview/plan";

/** The interview unit tests' check: a French-Canadian reference for an analyst, in en, fr and es. */
export const base: InterviewContext = {
  productName: "RefLine",
  candidateName: "Marie Tremblay",
  referenceName: "Luc Gagnon",
  companyName: "Acme",
  role: "Analyst",
  relationship: "direct-manager",
  callbackNumber: "+15145550100",
};
export const fr: InterviewContext = { ...base, language: "fr" };
export const es: InterviewContext = { ...base, language: "es" };
/** A Monday afternoon in New York: inside calling hours. */
export const T0 = Date.parse("2026-11-23T15:00:00Z");
