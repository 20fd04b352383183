import { APIError } from "@anthropic-ai/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callLogs } from "../../src/db/schema";
import { createAnthropicLlm } from "../../src/providers/llm/anthropic";
import { analyzeWithClaude } from "../../src/services/analysis/claude";
import { modelInterviewer } from "../../src/services/interview/chooser";
import { checkPayload, startTestApp, uniquePhone, waitFor } from "../support/app";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";

const KEY = "test-anthropic-key";
let fake: FakeAnthropic;

beforeAll(async () => {
  fake = await startFakeAnthropic([KEY]);
});
afterAll(async () => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.validKeys = new Set([KEY]);
  fake.respond = (req) => ({ text: `echo: ${req.body.messages.at(-1)?.content ?? ""}` });
});

function llm(overrides: Partial<Parameters<typeof createAnthropicLlm>[0]> = {}) {
  return createAnthropicLlm({
    apiKey: async () => KEY,
    baseURL: fake.url,
    modelTurns: "fast-turn-model",
    modelAnalysis: "careful-analysis-model",
    ...overrides,
  });
}

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const t of it) out.push(t);
  return out;
}

describe("the Anthropic provider against a local fake of the Messages API", () => {
  it("complete(): the analysis model, system, messages, temperature and limits go out; the text comes back", async () => {
    fake.respond = () => ({ text: '{"summary": "ok"}' });
    const text = await llm().complete({
      purpose: "analysis",
      system: "You analyse.",
      messages: [{ role: "user", content: "Transcript here" }],
      maxTokens: 1234,
      temperature: 0,
    });
    expect(text).toBe('{"summary": "ok"}');
    expect(fake.requests).toHaveLength(1);
    const [seen] = fake.requests;
    expect(seen!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(seen!.headers["anthropic-version"]).toBeTruthy();
    expect(seen!.body).toMatchObject({
      model: "careful-analysis-model",
      max_tokens: 1234,
      system: "You analyse.",
      temperature: 0,
      messages: [{ role: "user", content: "Transcript here" }],
    });
    expect(seen!.body.stream).toBeFalsy();
  });

  it("stream(): the turn model is asked to stream, and the text deltas come out in order", async () => {
    fake.respond = () => ({ text: "", chunks: ["Hello ", "there, ", "Pat."] });
    const tokens = await collect(
      llm().stream({ purpose: "turn", system: "s", messages: [{ role: "user", content: "go" }] }),
    );
    expect(tokens).toEqual(["Hello ", "there, ", "Pat."]);
    expect(fake.requests[0]!.body).toMatchObject({ model: "fast-turn-model", stream: true, max_tokens: 300 });
  });

  it("stream(): the first token is not held back until the reply is complete", async () => {
    fake.respond = () => ({ text: "", chunks: ["One ", "two ", "three."], chunkDelayMs: 400 });
    const started = Date.now();
    const arrivals: number[] = [];
    for await (const _ of llm().stream({
      purpose: "turn",
      system: "s",
      messages: [{ role: "user", content: "go" }],
    }))
      arrivals.push(Date.now() - started);
    expect(arrivals).toHaveLength(3);
    // The whole reply takes at least 800 ms; the first token must come well before that.
    expect(arrivals[2]! - arrivals[0]!).toBeGreaterThanOrEqual(700);
  });

  it("an aborted stream (barge-in) stops at once and closes the HTTP response", async () => {
    fake.respond = () => ({
      text: "",
      chunks: Array.from({ length: 50 }, (_, i) => `w${i} `),
      chunkDelayMs: 20,
    });
    const controller = new AbortController();
    const got: string[] = [];
    // The SDK ends (or rejects) the iteration on abort; either way no more tokens arrive.
    await (async () => {
      for await (const t of llm().stream({
        purpose: "turn",
        system: "s",
        messages: [{ role: "user", content: "go" }],
        signal: controller.signal,
      })) {
        got.push(t);
        if (got.length === 3) controller.abort();
      }
    })().catch(() => undefined);
    expect(got.length).toBeLessThan(6);
    await waitFor(async () => fake.requests[0]!.closedEarly, 5000, "the fake to see the stream closed");
  });

  it("breaking out of a stream early also closes the response", async () => {
    fake.respond = () => ({
      text: "",
      chunks: Array.from({ length: 50 }, (_, i) => `w${i} `),
      chunkDelayMs: 20,
    });
    for await (const t of llm().stream({
      purpose: "turn",
      system: "s",
      messages: [{ role: "user", content: "go" }],
    }))
      if (t === "w1 ") break;
    await waitFor(async () => fake.requests[0]!.closedEarly, 5000, "the fake to see the stream closed");
  });

  it("a wrong key fails with the API's 401, and healthy() says so", async () => {
    const bad = llm({ apiKey: async () => "wrong-key" });
    const err = await bad
      .complete({ purpose: "analysis", system: "s", messages: [{ role: "user", content: "x" }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIError);
    expect((err as APIError).status).toBe(401);
    expect(await bad.healthy()).toBe(false);
    expect(await llm().healthy()).toBe(true);
  });

  it("no key at all is a clear error, not a request", async () => {
    const none = llm({ apiKey: async () => undefined });
    await expect(
      none.complete({ purpose: "analysis", system: "s", messages: [{ role: "user", content: "x" }] }),
    ).rejects.toThrow("ANTHROPIC_API_KEY is not set");
    expect(fake.requests).toHaveLength(0);
  });

  it("an unreachable API makes healthy() false", async () => {
    expect(await llm({ baseURL: "http://127.0.0.1:9" }).healthy()).toBe(false);
  });

  it("overloaded (529) analysis is retried; a live turn is not (the plan's wording stands in)", async () => {
    fake.respond = (_req, i) =>
      i === 0
        ? { status: 529, type: "overloaded_error", message: "Overloaded", retryAfter: "0" }
        : { text: "fine" };
    expect(
      await llm().complete({ purpose: "analysis", system: "s", messages: [{ role: "user", content: "x" }] }),
    ).toBe("fine");
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    await expect(
      collect(llm().stream({ purpose: "turn", system: "s", messages: [{ role: "user", content: "x" }] })),
    ).rejects.toMatchObject({ status: 529 });
    expect(fake.requests).toHaveLength(1);
  });

  it("a key saved later (from /api-keys) is used on the next request without a restart", async () => {
    let key = KEY;
    fake.validKeys.add("rotated-key");
    const provider = llm({ apiKey: async () => key });
    await provider.complete({ purpose: "analysis", system: "s", messages: [{ role: "user", content: "a" }] });
    key = "rotated-key";
    await provider.complete({ purpose: "analysis", system: "s", messages: [{ role: "user", content: "b" }] });
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${KEY}`,
      "Bearer rotated-key",
    ]);
  });
});

const ctx = {
  productName: "RefLine",
  candidateName: "Sam Lee",
  referenceName: "Pat Kim",
  companyName: "Acme",
  role: "Engineer",
  relationship: "direct-manager",
};

const FOLLOW = {
  text: "Could you give me a specific example of that strength in action?",
  questionType: "followup:strengths",
  goal: "ask for a concrete example, timeframe or result about: strengths",
};

describe("the live interviewer and analyzer on the real client", () => {
  it("the model chooses a vetted line by id through the real client; the bank's words are spoken", async () => {
    fake.respond = () => ({ text: '{"ack": "ack.thanks", "line": "followup.example"}' });
    const spoken = await collect(modelInterviewer(llm()).speak(FOLLOW, ctx, []));
    expect(spoken.join("")).toBe(
      "Thank you. Could you give me a specific example of that from your time working with Sam Lee?",
    );
    expect(fake.requests[0]!.body.system).toContain("You never write words to be spoken");
    expect(fake.requests[0]!.body.temperature).toBe(0);
  });

  it("a model that writes its own line instead of choosing is not spoken: the planned line is", async () => {
    fake.respond = () => ({ text: "Great. By the way, how old is Sam, and is Sam married?" });
    const spoken = (await collect(modelInterviewer(llm()).speak(FOLLOW, ctx, []))).join("");
    expect(spoken).not.toMatch(/old|married/i);
    expect(spoken).toBe(FOLLOW.text);
  });

  it("a failing model falls back to the plan; a barge-in says nothing more", async () => {
    fake.respond = () => ({ status: 500, type: "api_error", message: "boom" });
    expect((await collect(modelInterviewer(llm()).speak(FOLLOW, ctx, []))).join("")).toBe(FOLLOW.text);

    fake.respond = () => ({ text: '{"line": "followup.example"}' });
    const controller = new AbortController();
    controller.abort(); // the reference is already speaking
    const heard = await collect(modelInterviewer(llm()).speak(FOLLOW, ctx, [], controller.signal));
    expect(heard).toEqual([]);
  });

  it("the analyzer validates Claude's JSON through the real client and re-asks when it is invalid", async () => {
    const turns = [
      { speaker: "agent" as const, text: "What are Sam's strengths?", at: 0, questionType: "strengths" },
      { speaker: "reference" as const, text: "Sam shipped the billing rewrite two weeks early.", at: 1 },
    ];
    fake.respond = (_req, i) =>
      i === 0
        ? { text: "Here you go: not json" }
        : {
            text: JSON.stringify({
              summary: "Sam delivered a major project early and is strongly recommended.",
              sentiment: "positive",
              rating: 8.5,
              keyInsights: ["Delivered the billing rewrite early"],
              flags: [
                {
                  level: "green",
                  title: "Delivered early",
                  evidence: "Sam shipped the billing rewrite two weeks early.",
                  questionType: "strengths",
                },
              ],
              recommendationStrength: "strong",
              questions: [{ index: 0, quality: 5, specificExample: true, sentiment: 0.9 }],
            }),
          };
    const { analysis, attempts } = await analyzeWithClaude(
      llm(),
      { candidateName: "Sam Lee", role: "Engineer", companyName: "Acme", relationship: "direct-manager" },
      turns as never,
    );
    expect(attempts).toBe(2);
    expect(analysis.summary).toContain("major project early");
    expect(analysis.flags.map((f) => f.level)).toEqual(["green"]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.every((r) => r.body.model === "careful-analysis-model")).toBe(true);
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain("does not match the required format");
  });
});

describe("the product with LLM_PROVIDER=live pointed at the fake", () => {
  it("interviews with the turn model, analyses with the analysis model and completes the check", async () => {
    const MARK = "I appreciate the detail.";
    fake.respond = (req) => {
      if (req.body.model === "careful-analysis-model") {
        const prompt = req.body.messages[0]!.content;
        const questions = JSON.parse(/<questions>\n([\s\S]*?)\n<\/questions>/.exec(prompt)![1]!) as unknown[];
        return {
          text: JSON.stringify({
            summary: "FAKE-CLAUDE: a consistent, positive reference with concrete examples.",
            sentiment: "positive",
            rating: 8,
            keyInsights: ["Reliable under deadlines"],
            flags: [],
            recommendationStrength: "strong",
            questions: questions.map((_, index) => ({
              index,
              quality: 4,
              specificExample: true,
              sentiment: 0.6,
            })),
          }),
        };
      }
      // The live interviewer chooses: the first offered line, with an acknowledgement.
      const line = /Lines \(choose exactly one\):\n- ([\w.]+):/.exec(req.body.messages[0]!.content)?.[1];
      return { text: JSON.stringify({ ack: "ack.appreciate", line }) };
    };
    const app = await startTestApp({
      worker: true,
      env: {
        LLM_PROVIDER: "live",
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: fake.url,
        ANTHROPIC_MODEL_TURNS: "fast-turn-model",
        ANTHROPIC_MODEL_ANALYSIS: "careful-analysis-model",
      },
    });
    try {
      expect(app.deps.providers.llm).toMatchObject({ name: "anthropic", mode: "live" });
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
      const status = await waitFor(
        async () => {
          const s = (await (await fetch(`${app.url}/api/status/${id}`)).json()) as {
            status: string;
          };
          return s.status === "completed" || s.status === "failed" ? s : null;
        },
        120_000,
        "the check to finish",
      );
      expect(status.status).toBe("completed");

      const turnRequests = fake.requests.filter((r) => r.body.model === "fast-turn-model");
      const analysisRequests = fake.requests.filter((r) => r.body.model === "careful-analysis-model");
      expect(turnRequests.length).toBeGreaterThanOrEqual(5);
      expect(turnRequests.every((r) => r.body.stream !== true)).toBe(true);
      expect(analysisRequests).toHaveLength(1);

      const logs = await app.deps.db
        .select()
        .from(callLogs)
        .where(eq(callLogs.referenceCheckId, referenceCheckId));
      const interviewed = logs.find((l) => l.aiAnalysis);
      expect(interviewed?.transcript).toContain(MARK);
      expect(JSON.stringify(interviewed?.aiAnalysis)).toContain("FAKE-CLAUDE");
    } finally {
      await app.stop();
    }
  }, 180_000);
});
