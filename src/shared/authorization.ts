import { z } from "zod";

/**
 * The candidate-authorization texts, stated once for the form, the candidate's page, the e-mails
 * and the reports. The disclosure carries a version: the version shown is stored with the answer,
 * so a later change of wording never rewrites what a candidate agreed to.
 */

export const REFERENCES_BY = ["requester", "candidate"] as const;
export type ReferencesBy = (typeof REFERENCES_BY)[number];

export const AUTHORIZATION_MODES = ["required", "when-email", "off"] as const;
export type AuthorizationMode = (typeof AUTHORIZATION_MODES)[number];

/** Days an invitation stays open, and hours before the one reminder. */
export const AUTHORIZATION_EXPIRY_DAYS = 7;
export const AUTHORIZATION_REMINDER_HOURS = 48;

/** The employer's certification at submission (the permissible-purpose statement). */
export const CERTIFICATION_STATEMENT =
  "I certify that this reference check is for employment purposes; that the candidate has been or will be told about it and asked to authorize it; that its information will not be used in violation of any equal employment opportunity law; and that before taking any adverse action based on it, I will give the candidate a copy of the report and a summary of their rights.";

export const CANDIDATE_CHECKBOX_LABEL = "Ask the candidate to authorize (recommended)";

export const DISCLOSURE_VERSION = "2026-11-v1";

/** The stand-alone disclosure: plain language, nothing else but the request to authorize. */
export function disclosureParagraphs(p: { employer: string; product: string; role: string }): string[] {
  return [
    `${p.employer} has asked ${p.product}, a reference-checking service, to prepare a report about you in connection with your application for the ${p.role} position.`,
    `To prepare it, ${p.product} telephones the references you or ${p.employer} name. An automated interviewer asks each reference about your work: your responsibilities, strengths, areas to develop, and whether they would work with you again. Each call is recorded only with the reference's consent.`,
    `This report is an "investigative consumer report" under the federal Fair Credit Reporting Act: it contains information about your character, general reputation, personal characteristics and work habits obtained through interviews. ${p.employer} may use it to make an employment decision about you.`,
    `You have the right to ask ${p.employer}, in writing and within a reasonable time, for a complete and accurate disclosure of the nature and scope of the investigation. You may ask for a copy of the report from this page.`,
    `No reference is contacted unless you authorize it. If you decline, nothing is called.`,
  ];
}

/** The summary of the candidate's rights (also printed in the pre-adverse-action packet). */
export function rightsSummary(p: { employer: string; product: string }): string[] {
  return [
    "You must be told if information in a report has been used against you.",
    `You have the right to know what is in your report: you may ask for a copy, and ${p.employer} must give you one before taking any adverse action based on it.`,
    `You have the right to dispute incomplete or inaccurate information: tell ${p.product} and it will look into it and correct or remove what cannot be verified.`,
    "Outdated or unverifiable information may not be reported.",
    "Access to your report is limited to people with a valid need, such as an employer you applied to.",
    "You must give your consent before a report is provided to an employer.",
    "You may seek damages from a violator in court.",
    "For more information, see the Consumer Financial Protection Bureau's summary of your rights under the Fair Credit Reporting Act at consumerfinance.gov/learnmore.",
  ];
}

/** The waiting text on the status page, the dashboard and /admin. */
export const WAITING_FOR_AUTHORIZATION = "Waiting for the candidate's authorization";

export const MESSAGES_AUTHORIZATION = {
  required: "The candidate's e-mail is required: every check is authorized by the candidate",
  invalidLink: "This authorization link is not valid. Please use the link in your most recent e-mail.",
  typedName: "Please type your full name",
  agree: "Please tick the box to authorize the reference check",
  disclosureChanged: "The disclosure was updated since you opened this page. Please read it again.",
  alreadyAnswered: "This authorization has already been answered.",
  expired: "This authorization link has expired.",
  declined: "You declined this reference check.",
  referencesDone: "Your references have already been entered.",
  notAuthorized: "Please authorize the reference check first.",
} as const;

/** What the candidate's page sends to authorize: the typed name, the box, the version shown. */
export const authorizeSchema = z.object({
  typedName: z
    .string({ error: MESSAGES_AUTHORIZATION.typedName })
    .trim()
    .min(2, MESSAGES_AUTHORIZATION.typedName)
    .max(120, "Must be at most 120 characters"),
  agree: z.literal(true, { error: MESSAGES_AUTHORIZATION.agree }),
  disclosureVersion: z.string().max(40),
});
export type AuthorizeInput = z.output<typeof authorizeSchema>;
