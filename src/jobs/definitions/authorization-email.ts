import { z } from "zod";
import { defineJob } from "../define";

/**
 * An e-mail of the candidate-authorization flow: the invitation and its one reminder (to the
 * candidate), the decline or expiry notice and a report-copy request (to the requester), and the
 * approved copy of the report (to the candidate). One ledger row and idempotency key each.
 */
export const AUTHORIZATION_EMAIL_KINDS = [
  "invitation",
  "reminder",
  "declined",
  "expired",
  "copy-requested",
  "report-copy",
] as const;

export const authorizationEmailJob = defineJob({
  name: "authorization-email",
  schema: z.object({ checkId: z.number().int().positive(), kind: z.enum(AUTHORIZATION_EMAIL_KINDS) }),
  policy: { retryLimit: 8, retryDelay: 30 },
});
