import { describe, expect, it } from "vitest";
import { dispositionHeader } from "../../src/services/reports/download-header";
import { fileNameFromDisposition } from "../../src/shared/content-disposition";

describe("the file name the SPA saves a download under", () => {
  it.each([
    "Reference_Report_李雷_42.pdf",
    "Reference_Report_Сэм_Ли_7.pdf",
    "Candidate_Packet_Łukasz_Żółć_3.pdf",
    "Reference_Report_Ana_García_9.pdf",
    "Reference_Report_Sam_Lee_1.pdf",
  ])("keeps %s as the server named it", (name) => {
    expect(fileNameFromDisposition(dispositionHeader(name))).toBe(name);
  });

  it("reads a plain filename, and nothing from no header", () => {
    expect(fileNameFromDisposition('attachment; filename="a b.csv"')).toBe("a b.csv");
    expect(fileNameFromDisposition("attachment; filename=x.pdf")).toBe("x.pdf");
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
  });
});
