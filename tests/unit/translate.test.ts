import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../src/db/schema";
import type { LlmProvider, LlmRequest } from "../../src/providers/llm/types";
import { linesFor, LINES, type InterviewContext } from "../../src/services/interview/plan";
import {
  englishTurns,
  scriptEnglish,
  translateOffline,
  withTranslations,
} from "../../src/services/analysis/translate";

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Marie Tremblay",
  referenceName: "Luc Gagnon",
  companyName: "Acme",
  role: "Analyst",
  relationship: "colleague",
  callbackNumber: "+15005550006",
};
const fr = { ...ctx, language: "fr" as const };
const at = "2026-11-23T15:00:00.000Z";

function llm(answer: (req: LlmRequest) => string): LlmProvider & { calls: LlmRequest[] } {
  const calls: LlmRequest[] = [];
  return {
    name: "anthropic",
    mode: "live",
    calls,
    async *stream() {},
    async complete(req) {
      calls.push(req);
      return answer(req);
    },
    healthy: async () => true,
  };
}

describe("translation of French and Spanish interviews into English", () => {
  it("gives the interviewer's lines their own reviewed English, even when two lines are joined", () => {
    expect(scriptEnglish(linesFor(fr).consent(fr), ctx, "fr")).toBe(LINES.consent(ctx));
    const joined = linesFor(fr).skipAck() + " " + linesFor(fr).identityPlain(fr);
    expect(scriptEnglish(joined, ctx, "fr")).toBe(`${LINES.skipAck()} ${LINES.identityPlain(ctx)}`);
    expect(scriptEnglish("Une phrase inventée par un modèle.", ctx, "fr")).toBeNull();
  });

  it("offline: the same words always get the same English; unknown sentences go word by word", () => {
    const said = "Oui, c'est moi.";
    expect(translateOffline(said, "fr")).toBe("Yes, speaking.");
    const unknown = "Elle est très fiable avec les clients.";
    expect(translateOffline(unknown, "fr")).toBe(translateOffline(unknown, "fr"));
    expect(translateOffline(unknown, "fr")).toBe("She is very dependable with the clients.");
    expect(translateOffline("Ella es muy confiable con los clientes.", "es")).toBe(
      "She is very dependable with the clients.",
    );
  });

  it("the model translates the reference's words when live; a bad answer falls back to the offline one", async () => {
    const turns: TranscriptTurn[] = [
      { speaker: "agent", text: linesFor(fr).identity(fr), at, lang: "fr" },
      { speaker: "reference", text: "Oui, c'est bien moi.", at, lang: "fr" },
    ];
    const good = llm(() => '["Yes, this is me."]');
    const out = await withTranslations(turns, ctx, "fr", good);
    expect(out[0]).toMatchObject({ translation: LINES.identity(ctx), translatedBy: "script" });
    expect(out[1]).toMatchObject({ translation: "Yes, this is me.", translatedBy: "machine" });
    expect(good.calls).toHaveLength(1);
    expect(JSON.parse(good.calls[0]!.messages[0]!.content)).toEqual(["Oui, c'est bien moi."]);
    expect(englishTurns(out).map((t) => t.text)).toEqual([LINES.identity(ctx), "Yes, this is me."]);

    const bad = llm(() => "Sorry, I cannot help with that.");
    const fallback = await withTranslations(turns, ctx, "fr", bad);
    expect(fallback[1]).toMatchObject({ translation: translateOffline("Oui, c'est bien moi.", "fr") });
    // Already translated turns are left alone: running it again asks nothing.
    const again = llm(() => "[]");
    await withTranslations(out, ctx, "fr", again);
    expect(again.calls).toHaveLength(0);
  });

  it("an English interview gets no translation; an English reply inside a French call keeps its words", async () => {
    const english: TranscriptTurn[] = [
      { speaker: "agent", text: LINES.identity(ctx), at },
      { speaker: "reference", text: "Yes, speaking.", at },
    ];
    expect(await withTranslations(english, ctx, "en")).toEqual(english);
    const mixed: TranscriptTurn[] = [
      { speaker: "reference", text: "Yes, that's right, go ahead.", at, lang: "fr" },
    ];
    expect((await withTranslations(mixed, ctx, "fr"))[0]!.translation).toBeUndefined();
  });
});

describe("the English of lines that name a language", () => {
  const es = { ...ctx, language: "es" as const };
  it.each([
    ["es", "Claro que sí, sigamos en español.", "Of course, let's continue in Spanish."],
    ["fr", "Bien sûr, continuons en français.", "Of course, let's continue in French."],
  ] as const)("%s: %s", (language, said, english) => {
    expect(
      linesFor(language === "es" ? es : fr)
        .switchedLanguage()
        .trim(),
    ).toBe(said);
    expect(scriptEnglish(said, ctx, language)).toBe(english);
    // Joined with the next line, as the interviewer says them, the gloss stays faithful.
    const next = language === "es" ? linesFor(es).identityPlain(es) : linesFor(fr).identityPlain(fr);
    expect(scriptEnglish(`${said} ${next}`, ctx, language)).toBe(`${english} ${LINES.identityPlain(ctx)}`);
  });

  it("the offer of other languages names the ones offered, in the order said", () => {
    expect(scriptEnglish(linesFor(es).offerLanguages(), ctx, "es")).toBe(
      "I can also speak English or French. I can also speak English. I can also speak French.",
    );
    expect(scriptEnglish(linesFor(fr).offerLanguages(), ctx, "fr")).toBe(
      "I can also speak English or Spanish. I can also speak English. I can also speak Spanish.",
    );
  });
});
