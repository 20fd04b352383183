import { and, eq, ne } from "drizzle-orm";
import { organizations, refunds } from "../../db/schema";
import type { Deps } from "../deps";
import { receiptEmail } from "./emails";
import { loadCheck, referenceCount } from "./load";
import { plainHtml } from "../email/keyed";
import { phaseEmailLines } from "../checks/phase-email";
import { loadPhase } from "../checks/phase-load";
import { sharedCopyAddress } from "../email/shared-copy";

export const receiptEmailKey = (checkId: number) => `receipt:${checkId}`;

/**
 * Who e-mails the payment receipt. Live Stripe does: every payment carries the requester's address
 * as its receipt e-mail (card form and hosted checkout alike). Simulated payments have no provider
 * to send one, so the product sends its own. The success pages say which.
 */
export function receiptSender(deps: Pick<Deps, "providers">): "stripe" | "product" {
  return deps.providers.payments.mode === "live" ? "stripe" : "product";
}

/** The send-receipt job: one receipt per paid check, keyed so a rerun sends nothing twice. */
export async function sendPaymentReceipt(
  deps: Deps,
  checkId: number,
): Promise<"sent" | "already" | "skipped"> {
  if (receiptSender(deps) !== "product") return "skipped";
  const check = await loadCheck(deps.db, checkId);
  if (check.paymentStatus === "free" || check.paymentStatus === "pending") return "skipped";
  const env = deps.config.env;
  const refs = await referenceCount(deps.db, checkId);
  const paymentRef = check.stripePaymentIntentId ?? check.stripeCheckoutSessionId ?? `check-${check.id}`;
  const paidAt = (check.updatedAt ?? deps.now()).toISOString().slice(0, 10);
  const back = await deps.db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.referenceCheckId, checkId), eq(refunds.kind, "check"), ne(refunds.status, "failed")),
    );
  const phase = await loadPhase(deps, checkId);
  const [organization] = check.organizationId
    ? await deps.db
        .select({ name: organizations.name, billingEmail: organizations.billingEmail })
        .from(organizations)
        .where(eq(organizations.id, check.organizationId))
    : [];
  const { subject, text } = receiptEmail({
    organization: organization ?? null,
    check,
    references: refs,
    refunds: back.map((r) => ({ amount: Number(r.amount), reason: r.reason })),
    paymentRef,
    paidAt,
    simulated: deps.providers.payments.mode === "simulated",
    productName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    publicBaseUrl: deps.config.publicBaseUrl,
    phaseLines: phase ? phaseEmailLines(phase) : [],
  });
  const sent = await deps.providers.email.send({
    to: check.requesterEmail,
    subject,
    text,
    html: plainHtml(text),
    tag: "receipt",
    idempotencyKey: receiptEmailKey(checkId),
  });
  const shared = await sharedCopyAddress(deps, checkId, check.requesterEmail);
  if (shared)
    await deps.providers.email.send({
      to: shared,
      subject,
      text,
      html: plainHtml(text),
      tag: "receipt",
      idempotencyKey: `${receiptEmailKey(checkId)}:shared`,
    });
  return sent.duplicate ? "already" : "sent";
}
