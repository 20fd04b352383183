import { Font, renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import type { ReportData } from "./data";
import { EnhancedReport } from "./pdf/enhanced";
import { printable } from "./pdf/format";
import { StandardReport } from "./pdf/standard";

// Words are never hyphenated: a report reads better whole, and skipping hyphenation makes
// layout several times cheaper.
Font.registerHyphenationCallback((word) => [word]);

export type ReportDesign = "standard" | "enhanced";
export const DESIGNS: ReportDesign[] = ["standard", "enhanced"];

/** Renders one design of a report to PDF bytes. */
export async function renderReport(design: ReportDesign, data: ReportData): Promise<Buffer> {
  const component = design === "enhanced" ? EnhancedReport : StandardReport;
  const doc = createElement(component, { data: printable(data) }) as unknown as ReactElement<DocumentProps>;
  return renderToBuffer(doc);
}
