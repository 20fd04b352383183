import { renderToBuffer } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import type { DocumentProps } from "@react-pdf/renderer";
import type { ReportData } from "./data";
import { StandardReport } from "./pdf/standard";

export type ReportDesign = "standard" | "enhanced";

export async function renderReport(design: ReportDesign, data: ReportData): Promise<Buffer> {
  const doc = createElement(StandardReport, { data }) as unknown as ReactElement<DocumentProps>;
  void design;
  return renderToBuffer(doc);
}
