import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../src/db/schema";
import { analyzeOffline } from "../../src/services/analysis/offline";
import { englishTurns } from "../../src/services/analysis/translate";
import type { ReportData } from "../../src/services/reports/data";
import { MT_MARK } from "../../src/services/reports/pdf/sections";
import { renderReport, type ReportDesign } from "../../src/services/reports/render";
import { summarizeCheck } from "../../src/services/reports/summary";
import { popplerText } from "../support/pdf-layout";
import { interview, sampleReportData } from "../support/report-fixture";

/**
 * A reference interviewed in Spanish: the analysis reads the machine translation, so its flags
 * and quotes are English words the reference never said. Wherever such a quote is printed (the
 * flags, the summary's key quotes, the insights) it is marked as a machine translation, with the
 * reference's own words beside it; quotes of references interviewed in English are not marked.
 */
const SPANISH: Record<string, string> = {
  "We were colleagues on the same team for about two years, I sat next to him most of that time.":
    "Fuimos compañeros en el mismo equipo durante unos dos años, me senté a su lado casi todo ese tiempo.",
  "He is technically strong, very quick at debugging production issues. He built our alerting dashboards in his first month.":
    "Es fuerte técnicamente, muy rápido depurando problemas de producción. Construyó nuestros paneles de alertas en su primer mes.",
  "He was late to standup fairly often and he missed a couple of deadlines on the analytics project.":
    "Llegaba tarde a la reunión diaria con bastante frecuencia y no cumplió un par de plazos en el proyecto de analítica.",
  "His performance was fine overall, good on technical work, weaker on planning and estimates.":
    "Su desempeño fue bueno en general, bien en lo técnico, más débil en planificación y estimaciones.",
  "There was some friction with the design team; he could be defensive when people questioned his approach.":
    "Hubo algo de fricción con el equipo de diseño; podía ponerse a la defensiva cuando cuestionaban su enfoque.",
  "Mostly reliable for production work, but I would say inconsistent on the longer projects.":
    "Mayormente confiable en producción, pero diría que inconstante en los proyectos más largos.",
  "Maybe, it depends on the role. I'd have to think about it for a lead position.":
    "Quizás, depende del puesto. Tendría que pensarlo para un puesto de líder.",
  "No, I think that covers it.": "No, creo que eso es todo.",
};

/** The "mixed" interview as said in Spanish: each answer in Spanish, its English machine-translated. */
function spanishInterview(): TranscriptTurn[] {
  return interview("mixed", false).map((turn) =>
    turn.speaker === "reference" && SPANISH[turn.text]
      ? { ...turn, text: SPANISH[turn.text]!, lang: "es", translation: turn.text, translatedBy: "machine" }
      : turn,
  );
}

function report(): ReportData {
  const base = sampleReportData();
  const transcript = spanishInterview();
  const references = base.references.map((r) =>
    r.index === 2
      ? { ...r, name: "Lucía Fernández", transcript, analysis: analyzeOffline(englishTurns(transcript)) }
      : r,
  );
  const facts = { ...base, references };
  return { ...facts, summary: summarizeCheck(facts) };
}

describe.each(["standard", "enhanced"] as ReportDesign[])("%s report of a Spanish interview", (design) => {
  it("marks every machine-translated quote, with the reference's own words beside it", async () => {
    const data = report();
    const text = await popplerText(await renderReport(design, data));
    const translated = data.summary.flags.filter((f) => f.referenceIndex === 2);
    const english = data.summary.flags.filter((f) => f.referenceIndex !== 2);
    // The Spanish interview raised flags, and so did the English ones.
    expect(translated.length).toBeGreaterThanOrEqual(2);
    expect(english.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`a quote marked [${MT_MARK}] is the English of words said in another language`);
    for (const f of translated) {
      expect(text).toContain(`Evidence [${MT_MARK}]: “${f.evidence}”`);
      // The turn the evidence comes from, as the reference said it.
      const said = data.references[1]!.transcript.find((t) => t.translation?.includes(f.evidence))!.text;
      expect(text).toContain(`Machine translation from Spanish. The reference said: “${said}”`);
    }
    for (const f of english) {
      expect(text).toContain(`Evidence: “${f.evidence}”`);
      expect(text).not.toContain(`Evidence [${MT_MARK}]: “${f.evidence}”`);
    }
    // Key quotes and insights of the Spanish interview are marked too.
    for (const q of data.summary.keyQuotes.filter((k) => k.referenceIndex === 2))
      expect(text).toContain(`[${MT_MARK}] “${q.quote}”`);
    for (const insight of data.references[1]!.analysis!.keyInsights.filter((i) => !/^Is there/.test(i)))
      expect(text).toContain(`[${MT_MARK}] ${insight}`);
  }, 60_000);
});
