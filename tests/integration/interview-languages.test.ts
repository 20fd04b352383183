import { writeFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, checkReferences, consentLogs, simCalls } from "../../src/db/schema";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";

/**
 * French and Spanish references, end to end over real HTTP and the voice WebSocket: a check is
 * created with a French (Montreal) or Spanish reference, the simulated reference is called and
 * answers in its language, the interview is analysed in English and the report shows the original
 * words with their English. A reference who needs another language is marked for an operator.
 */
const TOKEN = "interview-languages-admin-token-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

let n = 0;
/** A valid line in an area code (exchange 2xx–9xx, never N11). */
const phoneIn = (area: string) => {
  n++;
  const x = (Date.now() + n * 7919) % 1_000_000;
  return `+1${area}${3 + (x % 6)}${2 + (Math.floor(x / 6) % 8)}${Math.floor(x / 48) % 10}${String(x % 10_000).padStart(4, "0")}`;
};

async function createCheck(reference: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload({ candidateName: "Marie Tremblay", reference1: reference })),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { referenceCheckId: number }).referenceCheckId;
}

async function finalReference(checkId: number) {
  return waitFor(
    async () => {
      const [r] = await t.deps.db
        .select()
        .from(checkReferences)
        .where(eq(checkReferences.referenceCheckId, checkId));
      return r && ["completed", "failed"].includes(r.status) ? r : null;
    },
    90_000,
    "reference final",
  );
}

async function reportText(checkId: number): Promise<string> {
  const log = await waitFor(
    async () => {
      const [l] = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));
      return l?.aiAnalysis ? l : null;
    },
    60_000,
    "analysis",
  );
  expect(log).toBeTruthy();
  const res = await waitFor(
    async () => {
      const r = await fetch(`${t.url}/api/download-report/${checkId}`, { headers: bearer });
      return r.status === 200 ? r : null;
    },
    60_000,
    "report",
  );
  const pdf = new Uint8Array(await res.arrayBuffer());
  // REPORT_OUT=dir keeps the PDF to look at (pdftoppm).
  if (process.env.REPORT_OUT) writeFileSync(`${process.env.REPORT_OUT}/report-${checkId}.pdf`, pdf);
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("interviews in French and Spanish, end to end", () => {
  it("a French reference is interviewed in French and the report is in English with the French words", async () => {
    const checkId = await createCheck({
      name: "Luc Gagnon",
      phone: phoneIn("514"),
      relationship: "direct-manager",
      language: "fr",
    });
    const ref = await finalReference(checkId);
    expect(ref?.status).toBe("completed");
    const [log] = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));
    expect(log!.outcome).toBe("completed");
    const [consent] = await t.deps.db.select().from(consentLogs).where(eq(consentLogs.callLogId, log!.id));
    expect(consent!.consentGiven).toBe(true);
    expect(consent!.rawResponse).toBe("Oui, c'est correct, allez-y.");

    const text = await reportText(checkId);
    const turns = (await t.deps.db.select().from(callLogs).where(eq(callLogs.id, log!.id)))[0]!
      .transcriptTurns!;
    console.log(
      turns
        .map(
          (x) => `${x.speaker}: ${x.text}${x.translation ? `\n   [${x.translatedBy}] ${x.translation}` : ""}`,
        )
        .join("\n"),
    );
    // The interviewer spoke French from the first word, and every turn has its English.
    expect(turns[0]!.text).toMatch(/^Bonjour, ici un assistant automatisé de RefLine/);
    expect(turns[0]!.translation).toMatch(/^Hello, this is an automated assistant calling from RefLine/);
    expect(turns.every((x) => x.translation !== undefined)).toBe(true);
    const answer = turns.find((x) => x.speaker === "reference" && /facturation/.test(x.text))!;
    expect(answer.translatedBy).toBe("machine");
    expect(answer.translation).toMatch(/cut invoice errors by about forty percent/);
    // The report: original words, their English, and plainly machine-translated.
    expect(text).toContain("This interview was not held in English");
    expect(text).toContain("held in French; quotes are machine-translated into English");
    expect(text).toContain("English (machine translation):");
    expect(text).toContain("facturation");
    expect(text).toContain("invoice errors");
  }, 180_000);

  it("a Spanish reference on an English call is moved to Spanish and completes; a German speaker is marked for an operator", async () => {
    const spanish = await createCheck({
      name: "Spanish Sofia",
      phone: phoneIn("305"),
      relationship: "colleague",
    });
    const german = await createCheck({
      name: "German Greta",
      phone: phoneIn("212"),
      relationship: "colleague",
    });
    const s = await finalReference(spanish);
    expect(s?.status).toBe("completed");
    const [slog] = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, spanish));
    const turns = slog!.transcriptTurns!;
    console.log(turns.map((x) => `${x.speaker}: ${x.text}`).join("\n"));
    expect(turns[0]!.text).toMatch(/^Hello, this is an automated assistant/);
    expect(turns[1]!.text).toBe("Sí, está bien, adelante.");
    expect(turns[2]!.text).toMatch(
      /^Claro que sí, sigamos en español\. Hola, le habla un asistente automático/,
    );
    // The voice and recognition were moved to Spanish on the socket before the Spanish disclosure.
    const [dial] = await t.deps.db.select().from(simCalls).where(eq(simCalls.attemptKey, slog!.attemptKey));
    expect((dial!.params as { languages?: string[] }).languages).toEqual(["es-US"]);

    const g = await finalReference(german);
    expect(g?.status).toBe("failed");
    expect(g?.operatorAttention).toBe("language: German");
    expect(g?.failureReason).toMatch(/asked for German/);
    const glogs = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, german));
    // One call, never retried, not a refusal, nothing kept.
    expect(glogs.map((l) => l.outcome)).toEqual(["language_unsupported"]);
    expect(glogs[0]!.transcriptTurns).toBeNull();
    const [gconsent] = await t.deps.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.callLogId, glogs[0]!.id));
    expect(gconsent?.consentResponse).not.toBe("refused");
    // The operator sees it in the check detail and the checks list.
    const detail = (await (
      await fetch(`${t.url}/api/admin/checks/${german}`, { headers: bearer })
    ).json()) as {
      references: { operatorAttention: string | null }[];
    };
    expect(detail.references[0]!.operatorAttention).toBe("language: German");
  }, 180_000);
});
