import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { startFakeAnthropic, type FakeAnthropic, type SeenRequest } from "../support/fake-anthropic";

/**
 * The operator's check detail shows how each reference turn was read: the rules' reading, the live
 * model's cautions (it may only add caution) and the reading the interview acted on. The call runs
 * through the product (simulated carrier, live model pointed at a local fake of the Messages API)
 * and the figures are read back from GET /api/admin/checks/:id, as the detail page reads them.
 */
const KEY = "test-anthropic-key";
const TOKEN = "admin-token-readings-0123456789";
let fake: FakeAnthropic;
let app: TestApp;

/** The classifier's request: one turn, its stage, and the caution-only schema in the system prompt. */
const isClassify = (req: SeenRequest) => (req.body.system ?? "").startsWith("You review one turn");
let cautionedTurn: string | null = null;

beforeAll(async () => {
  fake = await startFakeAnthropic([KEY]);
  fake.respond = (req) => {
    if (req.body.model === "careful-analysis-model") {
      const prompt = req.body.messages[0]!.content;
      const questions = JSON.parse(/<questions>\n([\s\S]*?)\n<\/questions>/.exec(prompt)![1]!) as unknown[];
      return {
        text: JSON.stringify({
          summary: "A consistent reference.",
          sentiment: "positive",
          rating: 7,
          keyInsights: [],
          flags: [],
          recommendationStrength: "moderate",
          questions: questions.map((_, index) => ({
            index,
            quality: 3,
            specificExample: false,
            sentiment: 0.3,
          })),
        }),
      };
    }
    if (isClassify(req)) {
      const content = req.body.messages[0]!.content;
      // The first answer to a question: the model marks it a protected remark (no sentence named,
      // so the whole turn). Every other turn: no caution.
      if (cautionedTurn === null && content.startsWith("Call stage: question.")) {
        cautionedTurn = /<turn>\n([\s\S]*?)\n<\/turn>/.exec(content)![1]!;
        return { text: JSON.stringify({ cautions: ["protected_remark"], protectedSentences: [] }) };
      }
      return { text: '{"cautions": []}' };
    }
    const line = /Lines \(choose exactly one\):\n- ([\w.]+):/.exec(req.body.messages[0]!.content)?.[1];
    return { text: JSON.stringify({ ack: null, line }) };
  };
  app = await startTestApp({
    worker: true,
    env: {
      ADMIN_API_TOKEN: TOKEN,
      LLM_PROVIDER: "live",
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_MODEL_TURNS: "fast-turn-model",
      ANTHROPIC_MODEL_ANALYSIS: "careful-analysis-model",
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

interface Turn {
  speaker: string;
  parts: { text: string; redacted: boolean }[];
  readings: { rules: string; model: string[] | null; final: string } | null;
}

describe("the operator's check detail shows each turn's readings", () => {
  it("every spoken reference turn carries the rules' reading, the model's cautions and the final reading", async () => {
    const res = await fetch(`${app.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({
          reference1: { name: "Pat Kim", phone: uniquePhone(), relationship: "direct-manager" },
        }),
      ),
    });
    expect(res.status).toBe(201);
    const { id, referenceCheckId } = (await res.json()) as { id: string; referenceCheckId: number };
    await waitFor(
      async () => {
        const s = (await (await fetch(`${app.url}/api/status/${id}`)).json()) as { status: string };
        return s.status === "completed" || s.status === "failed" ? s : null;
      },
      120_000,
      "the check to finish",
    );

    const detail = await fetch(`${app.url}/api/admin/checks/${referenceCheckId}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { references: { attempts: { transcript: Turn[] | null }[] }[] };
    const turns = body.references.flatMap((r) => r.attempts.flatMap((a) => a.transcript ?? []));
    const spoken = turns.filter(
      (t) => t.speaker === "reference" && !/^\[keypad/.test(t.parts[0]?.text ?? ""),
    );
    expect(spoken.length).toBeGreaterThanOrEqual(3);

    // Each spoken reference turn has all three readings; the model was asked about every one.
    for (const t of spoken) {
      expect(t.readings).toEqual({
        rules: expect.any(String),
        model: expect.any(Array),
        final: expect.any(String),
      });
    }
    // The consent turn: the rules heard a yes, the model added nothing, the interview acted on yes.
    expect(spoken[0]!.readings).toEqual({ rules: "yes", model: [], final: "yes" });

    // The turn the model cautioned: its caution is shown and the remark is redacted, never kept.
    expect(cautionedTurn).not.toBeNull();
    const cautioned = spoken.filter((t) => t.readings!.model!.includes("protected_remark"));
    expect(cautioned).toHaveLength(1);
    expect(cautioned[0]!.parts.every((p) => p.redacted)).toBe(true);
    expect(JSON.stringify(turns)).not.toContain(cautionedTurn!);
    // Agent lines carry no readings.
    expect(turns.filter((t) => t.speaker === "agent").every((t) => t.readings === null)).toBe(true);
  }, 180_000);
});
