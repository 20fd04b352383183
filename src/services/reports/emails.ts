import { escapeHtml } from "../email/html";
import type { ReportData } from "./data";

/** The reports capability's e-mails: the report itself (to its requester, again on an operator's
 * resend, or as an operator's test) and the test's notice. */

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail that carries the report: a short summary a hiring manager can read on a phone, the
 * PDF attached, and where to find the enhanced design. Plain text and HTML say the same thing.
 */
export function reportEmail(
  data: ReportData,
  opts: {
    fileName: string;
    dashboardUrl: string;
    statusUrl: string;
    testNotice?: string;
    /** The check's state, next step and money in its phase's words (the status page's). */
    phaseLines?: string[];
  },
): ReportEmail {
  const s = data.summary;
  const score =
    s.score === null ? "no score (no reference could be interviewed)" : `${s.score.toFixed(1)}/10`;
  const subject = `${opts.testNotice ? "[Test] " : ""}Your ${data.productName} reference report for ${data.candidateName}`;
  const flagLine = `${s.counts.red} red, ${s.counts.yellow} yellow and ${s.counts.green} green flag${s.counts.green === 1 ? "" : "s"}`;
  const lines = [
    ...(opts.testNotice ? [opts.testNotice, ""] : []),
    "Hello,",
    "",
    `The reference report for ${data.candidateName} (${data.role} at ${data.companyName}) is ready and attached as ${opts.fileName}.`,
    "",
    `Hiring recommendation score: ${score} - ${s.verdict}`,
    `References interviewed: ${s.interviewed} of ${s.total}`,
    `Flags: ${flagLine}`,
    "",
    ...(opts.phaseLines?.length ? [...opts.phaseLines, ""] : []),
    s.executiveSummary,
    "",
    `Both report designs (Standard and Enhanced) are on your dashboard: ${opts.dashboardUrl}`,
    `Check status: ${opts.statusUrl}`,
    "",
    "This report is confidential and meant for you only. It records references' opinions and an automated analysis of them; read the quoted evidence before relying on any score or flag.",
    "",
    `Questions? Reply to ${data.supportEmail}.`,
    "",
    data.productName,
  ];
  const e = escapeHtml;
  const color =
    s.score === null
      ? "#64748b"
      : s.score >= 8
        ? "#15803d"
        : s.score >= 6.5
          ? "#1d4ed8"
          : s.score >= 4.5
            ? "#b45309"
            : "#b91c1c";
  const html = `<!doctype html>
<html><body style="margin:0;padding:0;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
${opts.testNotice ? `<tr><td style="padding:12px 28px;background:#fef3c7;color:#92400e;font-size:13px;border-radius:8px 8px 0 0">${e(opts.testNotice)}</td></tr>` : ""}
<tr><td style="padding:28px 28px 8px"><div style="font-size:12px;letter-spacing:1px;color:#4338ca">${e(data.productName.toUpperCase())} · REFERENCE REPORT</div>
<h1 style="font-size:22px;margin:8px 0 4px">${e(data.candidateName)}</h1>
<div style="font-size:14px;color:#475569">${e(data.role)} at ${e(data.companyName)}</div></td></tr>
<tr><td style="padding:12px 28px"><div style="font-size:13px;color:#64748b">Hiring recommendation score</div>
<div style="font-size:26px;font-weight:bold;color:${color}">${e(score)}</div>
<div style="font-size:14px;color:#334155">${e(s.verdict)}</div>
<div style="font-size:13px;color:#475569;margin-top:8px">References interviewed: ${s.interviewed} of ${s.total} · Flags: <span style="color:#b91c1c">${s.counts.red} red</span>, <span style="color:#b45309">${s.counts.yellow} yellow</span>, <span style="color:#15803d">${s.counts.green} green</span></div></td></tr>
${(opts.phaseLines ?? []).map((l) => `<tr><td style="padding:4px 28px;font-size:14px;line-height:1.5;color:#334155">${e(l)}</td></tr>`).join("")}
<tr><td style="padding:8px 28px;font-size:14px;line-height:1.5">${e(s.executiveSummary)}</td></tr>
<tr><td style="padding:8px 28px;font-size:14px;line-height:1.5">The full report is attached as <strong>${e(opts.fileName)}</strong>. Both designs (Standard and Enhanced) are on <a href="${e(opts.dashboardUrl)}" style="color:#4338ca">your dashboard</a>; you can also <a href="${e(opts.statusUrl)}" style="color:#4338ca">view the check</a>.</td></tr>
<tr><td style="padding:16px 28px 28px;font-size:12px;color:#64748b;line-height:1.5">This report is confidential and meant for you only. It records references' opinions and an automated analysis of them; read the quoted evidence before relying on any score or flag. Questions? Write to <a href="mailto:${e(data.supportEmail)}" style="color:#4338ca">${e(data.supportEmail)}</a>.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text: lines.join("\n"), html };
}

/** The report e-mail of one check, with links to the requester's dashboard and the check's status page. */
export function checkReportEmail(
  data: ReportData,
  o: {
    publicBaseUrl: string;
    publicId: string;
    fileName: string;
    testNotice?: string;
    phaseLines?: string[];
  },
): ReportEmail {
  return reportEmail(data, {
    phaseLines: o.phaseLines,
    fileName: o.fileName,
    dashboardUrl: `${o.publicBaseUrl}/dashboard`,
    statusUrl: `${o.publicBaseUrl}/check-status/${o.publicId}`,
    testNotice: o.testNotice,
  });
}

/** The line on top of an operator's test e-mail: whose copy it is and that the requester was not e-mailed. */
export function testEmailNotice(o: {
  checkId: number;
  requesterEmail: string;
  attached: boolean;
  operatorCheckUrl: string;
}): string {
  return `Test e-mail for check #${o.checkId}, sent to an operator. The requester (${o.requesterEmail}) was not e-mailed.${o.attached ? "" : " The report has not been generated yet, so nothing is attached."} The check: ${o.operatorCheckUrl}`;
}
