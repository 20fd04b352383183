import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import { AppError } from "../../errors";
import { rightsSummary } from "../../shared/authorization";
import type { Deps } from "../deps";
import { loadReportData } from "../reports/data";
import { authorizationOf, authorizationSentence } from "../checks/authorization-record";
import { PacketDocument } from "./packet-pdf";
import { checkById } from "../checks/queries";

/**
 * The pre-adverse-action packet of a check with a report: the summary of rights, then the report.
 * Rendered on demand from the stored facts (never cached: the packet is rare).
 */
export async function packetFor(deps: Deps, checkId: number): Promise<{ fileName: string; content: Buffer }> {
  const check = await checkById(deps.db, checkId);
  if (!check || !check.reportGenerated)
    throw new AppError("CONFLICT", "The packet needs the report: this check has none yet");
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const auth = await authorizationOf(deps.db, checkId);
  const doc = createElement(PacketDocument, {
    data,
    cover: {
      candidateName: check.candidateName,
      employer: check.companyName,
      product: env.PRODUCT_NAME,
      preparedAt: data.generatedAt,
      timeZone: data.timeZone,
      rights: rightsSummary({ employer: check.companyName, product: env.PRODUCT_NAME }),
      authorization: authorizationSentence(auth),
      supportEmail: env.SUPPORT_EMAIL,
      postalAddress: env.POSTAL_ADDRESS ?? null,
    },
  }) as unknown as ReactElement<DocumentProps>;
  return { fileName: packetFileName(check.candidateName, check.id), content: await renderToBuffer(doc) };
}

/**
 * The packet's file name keeps the candidate's name as written, in any script (the download's
 * `filename*` carries it); spaces and marks that break file names become underscores.
 */
export function packetFileName(candidateName: string, checkId: number): string {
  const safe =
    candidateName
      .normalize("NFC")
      .replace(/[^\p{L}\p{N}]+/gu, "_")
      .replace(/^_|_$/g, "") || "Candidate";
  return `Candidate_Packet_${safe}_${checkId}.pdf`;
}
