import { describe, expect, it } from "vitest";
import { dispositionHeader } from "../../src/services/reports/download-header";
import { fileNameFromDisposition } from "../../src/shared/content-disposition";
import { packetFileName } from "../../src/services/authorization/packet";

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

describe("the candidate packet's file name", () => {
  it.each([
    ["李雷", "Candidate_Packet_李雷_5.pdf"],
    ["Сэм Ли", "Candidate_Packet_Сэм_Ли_5.pdf"],
    ["Ana García-López", "Candidate_Packet_Ana_García_López_5.pdf"],
    ["Sam Lee", "Candidate_Packet_Sam_Lee_5.pdf"],
    ["!!!", "Candidate_Packet_Candidate_5.pdf"],
  ])("%s → %s", (name, file) => {
    expect(packetFileName(name, 5)).toBe(file);
  });
});
