import type { CheckRequest } from "@server/shared/check-request";

export interface RefValues {
  name: string;
  phone: string;
  relationship: string;
  /** The call language (en, fr, es). */
  language: string;
}

/** What the inputs hold (all text); the shared schema turns it into a CheckRequest. */
export interface FormValues {
  requesterEmail: string;
  candidateName: string;
  role: string;
  companyName: string;
  reference1: RefValues;
  reference2: RefValues;
  reference3: RefValues;
  consentGiven: boolean;
  termsAccepted: boolean;
  isFirstTimeUser: boolean;
  freeCheck: boolean;
  testMode: boolean;
  preferredCallWindow: { start: string; end: string; timezone: string } | null;
  /** Who enters the references: the requester, or the invited candidate. */
  referencesBy: "requester" | "candidate";
  candidateEmail: string;
  /** "Ask the candidate to authorize (recommended)": the e-mail is sent only when ticked. */
  askCandidate: boolean;
  purposeCertified: boolean;
}

export type SubmittedValues = CheckRequest;

export const EMPTY_REF: RefValues = { name: "", phone: "", relationship: "", language: "en" };
export const DEFAULT_WINDOW = { start: "09:00", end: "17:00", timezone: "America/New_York" };

export const TIMEZONES: { value: string; label: string }[] = [
  { value: "America/New_York", label: "Eastern (New York, Toronto)" },
  { value: "America/Chicago", label: "Central (Chicago, Winnipeg)" },
  { value: "America/Denver", label: "Mountain (Denver, Edmonton)" },
  { value: "America/Phoenix", label: "Arizona (Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific (Los Angeles, Vancouver)" },
  { value: "America/Anchorage", label: "Alaska (Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
  { value: "America/Halifax", label: "Atlantic (Halifax)" },
  { value: "America/St_Johns", label: "Newfoundland (St. John's)" },
  { value: "America/Regina", label: "Saskatchewan (Regina)" },
];
