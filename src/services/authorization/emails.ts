import type { EmailAttachment } from "../../providers/email/types";
import { AUTHORIZATION_EXPIRY_DAYS } from "../../shared/authorization";
import type { Deps } from "../deps";
import { sendKeyedEmail } from "../email/keyed";
import { getReportFile } from "../reports/files";
import { authorizationOf, authorizationUrl } from "../checks/authorization-record";
import { packetFor } from "./packet";
import { checkById } from "../checks/queries";
import { phaseEmailLines } from "../checks/phase-email";
import { loadPhase } from "../checks/phase-load";

export type AuthorizationEmailKind =
  "invitation" | "reminder" | "declined" | "expired" | "copy-requested" | "report-copy";

interface Composed {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

const date = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Sends one e-mail of the authorization flow at most once: the email_reports row is keyed per check
 * and kind, and the provider deduplicates on the same key, so a retried job sends nothing twice.
 */
export async function sendAuthorizationEmail(
  deps: Deps,
  p: { checkId: number; kind: AuthorizationEmailKind },
): Promise<"sent" | "already-sent" | "skipped"> {
  const composed = await compose(deps, p.checkId, p.kind);
  if (!composed) return "skipped";
  const check = await checkById(deps.db, p.checkId);
  return sendKeyedEmail(deps, {
    // What goes to the person who ordered the check goes to their organization's shared address too.
    copyToShared: composed.to === check?.requesterEmail,
    key: `authorization:${p.kind}:${p.checkId}`,
    checkId: p.checkId,
    to: composed.to,
    reportType: `authorization_${p.kind.replace("-", "_")}`,
    tag: `authorization-${p.kind}`,
    compose: async () => composed,
  });
}

async function compose(deps: Deps, checkId: number, kind: AuthorizationEmailKind): Promise<Composed | null> {
  const check = await checkById(deps.db, checkId);
  const auth = await authorizationOf(deps.db, checkId);
  if (!check || !auth) return null;
  const env = deps.config.env;
  const product = env.PRODUCT_NAME;
  const link = authorizationUrl(deps, auth);
  const statusUrl = `${deps.config.publicBaseUrl}/check-status/${check.publicId}`;
  const candidateLed = auth.referencesBy === "candidate";
  const sign = ["", `Questions? Reply to ${env.SUPPORT_EMAIL}.`, "", product];
  switch (kind) {
    case "invitation":
    case "reminder": {
      if (
        auth.state !== "awaiting" &&
        !(candidateLed && auth.state === "authorized" && !auth.referencesEnteredAt)
      )
        return null;
      const expires = auth.expiresAt ? date(auth.expiresAt) : `${AUTHORIZATION_EXPIRY_DAYS} days`;
      const ask = candidateLed
        ? `${check.companyName} would like ${product} to check your references for the ${check.role} position. Please read the disclosure, authorize the check, and enter 1 to 3 people who know your work.`
        : `${check.companyName} would like ${product} to check your references for the ${check.role} position. Please read the disclosure and tell us whether you authorize it.`;
      return {
        to: auth.candidateEmail,
        subject:
          kind === "reminder"
            ? `Reminder: ${check.companyName} is waiting for your authorization of a reference check`
            : `${check.companyName} asks you to authorize a reference check`,
        text: [
          `Hello ${check.candidateName},`,
          "",
          ask,
          "",
          `Open your authorization page: ${link}`,
          "",
          `No reference is contacted unless you authorize it. The link is yours alone and expires on ${expires}.`,
          ...sign,
        ].join("\n"),
      };
    }
    case "declined":
    case "expired": {
      // The state, what happens next and the money: the phase's words, as on the status page.
      const phase = await loadPhase(deps, checkId);
      if (!phase) return null;
      return {
        to: check.requesterEmail,
        subject:
          kind === "declined"
            ? `${check.candidateName} declined the reference check`
            : `${check.candidateName} did not authorize the reference check in time`,
        text: [
          "Hello,",
          "",
          `Your reference check for ${check.candidateName} (${check.role} at ${check.companyName}):`,
          "",
          ...phaseEmailLines(phase),
          ...(Number(check.priceCharged) > 0 && check.paymentStatus !== "free"
            ? ["Refunds go back to the card you paid with and usually appear within 5-10 business days."]
            : []),
          "",
          `Check status: ${statusUrl}`,
          ...sign,
        ].join("\n"),
      };
    }
    case "copy-requested":
      return {
        to: check.requesterEmail,
        subject: `${check.candidateName} asks for a copy of their reference report`,
        text: [
          "Hello,",
          "",
          `${check.candidateName} asked for a copy of the reference report ${product} prepared for you (${check.role} at ${check.companyName}).`,
          'You take the employment decision, so the copy goes out only when you approve it: sign in to your dashboard and choose "Send the candidate their copy".',
          "",
          `Dashboard: ${deps.config.publicBaseUrl}/dashboard`,
          ...sign,
        ].join("\n"),
      };
    case "report-copy": {
      if (!auth.reportCopyApprovedAt) return null;
      const file = await getReportFile(deps, checkId, "standard");
      if (!file) return null;
      const packet = await packetFor(deps, checkId);
      return {
        to: auth.candidateEmail,
        subject: `Your copy of the reference report for ${check.companyName}`,
        text: [
          `Hello ${check.candidateName},`,
          "",
          `As you asked, here is your copy of the reference report ${product} prepared for ${check.companyName}, with a summary of your rights.`,
          "If anything in it is incomplete or inaccurate, reply to this e-mail and we will look into it.",
          ...sign,
        ].join("\n"),
        attachments: [{ filename: packet.fileName, contentType: "application/pdf", content: packet.content }],
      };
    }
  }
}
