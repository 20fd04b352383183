import { statusMessage, type DataRequestRow } from "./requests";

/* The data-rights capability's e-mails. */

/** Where a reference's request now stands (sent when they gave an address). */
export function dataRequestNoticeEmail(
  row: DataRequestRow,
  productName: string,
  supportEmail: string,
): { subject: string; text: string } {
  const lines = [
    "Hello,",
    "",
    `About your ${row.kind} request to ${productName}:`,
    "",
    statusMessage(row),
    ...(row.status === "rejected" || (row.kind === "correction" && row.status === "completed")
      ? ["", row.resolution ?? ""]
      : []),
    "",
    `Questions? Reply to ${supportEmail}.`,
    "",
    productName,
  ];
  return { subject: `Your ${productName} ${row.kind} request`, text: lines.join("\n") };
}
