/**
 * What a Postmark bounce record means for a report e-mail. Postmark sends every kind of returned
 * mail as a "Bounce" webhook, including auto-replies and delay notices that arrive after the
 * message was delivered, so the type decides, not the record type.
 * Types and codes: https://postmarkapp.com/developer/api/bounce-api#bounce-types
 *
 * - permanent: the mailbox will not take this message (hard bounce, bad address, blocked,
 *   recipient deactivated by Postmark): the report is bounced, even after a delivery.
 * - soft: it was not delivered this time (mailbox full, DNS failure): bounced unless a delivery
 *   was already confirmed.
 * - delayed: delivery is still being retried (Transient): noted, status unchanged.
 * - informational: the message arrived and something answered (auto-responder, address change,
 *   subscribe/unsubscribe, challenge, spam/virus notices): ignored.
 */
export type BounceMeaning = "permanent" | "soft" | "delayed" | "informational";

const BY_TYPE: Record<string, BounceMeaning> = {
  HardBounce: "permanent",
  BadEmailAddress: "permanent",
  ManuallyDeactivated: "permanent",
  Blocked: "permanent",
  DMARCPolicy: "permanent",
  SMTPApiError: "permanent",
  Unconfirmed: "permanent",
  SoftBounce: "soft",
  DnsError: "soft",
  Unknown: "soft",
  Transient: "delayed",
  AutoResponder: "informational",
  AddressChange: "informational",
  Subscribe: "informational",
  Unsubscribe: "informational",
  ChallengeVerification: "informational",
  SpamNotification: "informational",
  VirusNotification: "informational",
  OpenRelayTest: "informational",
  InboundError: "informational",
  TemplateRenderingFailed: "informational",
};

/** Postmark's numeric TypeCode for each type, used when the Type name is missing. */
const BY_CODE: Record<number, string> = {
  1: "HardBounce",
  2: "Transient",
  16: "Unsubscribe",
  32: "Subscribe",
  64: "AutoResponder",
  128: "AddressChange",
  256: "DnsError",
  512: "SpamNotification",
  1024: "OpenRelayTest",
  2048: "Unknown",
  4096: "SoftBounce",
  8192: "VirusNotification",
  16384: "ChallengeVerification",
  100000: "BadEmailAddress",
  100002: "ManuallyDeactivated",
  100003: "Unconfirmed",
  100006: "Blocked",
  100007: "SMTPApiError",
  100008: "InboundError",
  100009: "DMARCPolicy",
  100010: "TemplateRenderingFailed",
};

export function bounceMeaning(bounce: {
  Type?: string;
  TypeCode?: number;
  Inactive?: boolean;
}): BounceMeaning {
  // Postmark deactivates an address only when it will not accept mail again.
  if (bounce.Inactive === true) return "permanent";
  const name = bounce.Type ?? (bounce.TypeCode !== undefined ? BY_CODE[bounce.TypeCode] : undefined);
  // An unrecognised type leans toward caution: the requester may not have the report.
  return (name && BY_TYPE[name]) || "soft";
}
