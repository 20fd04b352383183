import type { AuditActor } from "../../../services/insights/audit";
import { z } from "zod";
import { CALL_LANGUAGES } from "../../../shared/call-language";

/** A check's numeric id from a path or a form ("12" is fine, "abc" names the field). */
export const checkIdInput = z.object({
  id: z.coerce
    .number({ error: "must be a reference check id (a whole number)" })
    .int("must be a reference check id (a whole number)")
    .positive("must be a reference check id (a whole number)"),
});

/**
 * A check as an operator names it in a URL: its number ("42") or its status id (the public id in
 * status links and operator e-mails). Either only opens anything for an operator.
 */
export const checkRefInput = z.object({
  id: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^(\d{1,10}|[A-Za-z0-9_-]{16,64})$/, "must be a check number or status id"),
    ],
    { error: "must be a check number or status id" },
  ),
});

/** The operator behind a request, for the audit log. */
export function actorOf(ctx: {
  user: { email: string };
  ip: string | null;
  userAgent: string | null;
}): AuditActor {
  return { email: ctx.user.email, ip: ctx.ip, userAgent: ctx.userAgent };
}

/** One reference of a check: its id and the reference's position (1 to 3). */
export const referenceInput = checkIdInput.extend({
  referenceIndex: z.coerce
    .number({ error: "must be 1, 2 or 3" })
    .int("must be 1, 2 or 3")
    .min(1, "must be 1, 2 or 3")
    .max(3, "must be 1, 2 or 3"),
});

/** A call again: optionally in another language, with a note for the record (an interpreter joining …). */
export const recallInput = referenceInput.extend({
  language: z.enum(CALL_LANGUAGES, { error: `must be one of ${CALL_LANGUAGES.join(", ")}` }).optional(),
  note: z.string().trim().max(500, "must be at most 500 characters").optional(),
});

/** A resend: to the requester, or to a new address (the requester's bounced). */
export const resendInput = checkIdInput.extend({
  to: z
    .string()
    .trim()
    .max(320, "must be an e-mail address")
    .pipe(z.email("must be an e-mail address"))
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
