import Anthropic from "@anthropic-ai/sdk";
import type { LlmProvider, LlmRequest } from "./types";

export interface AnthropicOptions {
  /** Read on every request (a key saved from /api-keys applies without a restart). */
  apiKey: () => Promise<string | undefined>;
  /** Another API address (a local fake in tests, a gateway in production); default Anthropic's. */
  baseURL?: string;
  modelTurns: string;
  modelAnalysis: string;
  /**
   * A live turn must start speaking quickly or not at all: the interviewer falls back to the
   * plan's own wording, so turns are not retried and time out early. Analysis runs in a job and
   * can wait and retry (the SDK honours retry-after on 429/529).
   */
  turnTimeoutMs?: number;
  analysisTimeoutMs?: number;
  analysisRetries?: number;
  /** Injected transport (tests). */
  fetch?: typeof fetch;
}

const DEFAULT_MAX_TOKENS = { turn: 300, analysis: 4000 } as const;

/**
 * Claude through the official SDK. Turns use the fast model and stream text deltas as they
 * arrive; analysis uses the analysis model and returns the whole text. Errors surface as the
 * SDK's typed errors with the status and message, never as a silently empty reply.
 */
export function createAnthropicLlm(opts: AnthropicOptions): LlmProvider {
  // One client; the SDK calls the key function before every request, so a rotated key applies at once.
  const client = new Anthropic({
    apiKey: async () => {
      const key = await opts.apiKey();
      if (!key) throw new Error("ANTHROPIC_API_KEY is not set");
      return key;
    },
    authToken: null,
    baseURL: opts.baseURL ?? "https://api.anthropic.com",
    maxRetries: 0,
    fetch: opts.fetch,
  });

  function params(req: LlmRequest) {
    return {
      model: req.purpose === "turn" ? opts.modelTurns : opts.modelAnalysis,
      max_tokens: req.maxTokens ?? DEFAULT_MAX_TOKENS[req.purpose],
      system: req.system,
      messages: req.messages.map((m) => ({ role: m.role, content: m.content })),
      ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
    };
  }

  function requestOptions(req: LlmRequest) {
    const analysis = req.purpose === "analysis";
    return {
      signal: req.signal,
      timeout: analysis ? (opts.analysisTimeoutMs ?? 120_000) : (opts.turnTimeoutMs ?? 10_000),
      maxRetries: analysis ? (opts.analysisRetries ?? 2) : 0,
    };
  }

  return {
    name: "anthropic",
    mode: "live",
    async *stream(req) {
      const c = client;
      const events = await c.messages.create({ ...params(req), stream: true }, requestOptions(req));
      try {
        for await (const event of events) {
          if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
            if (event.delta.text) yield event.delta.text;
          }
        }
      } finally {
        // Barge-in or an early break: stop reading and close the HTTP stream.
        if (!events.controller.signal.aborted) events.controller.abort();
      }
    },
    async complete(req) {
      const c = client;
      const message = await c.messages.create({ ...params(req), stream: false }, requestOptions(req));
      const text = message.content
        .filter((b): b is Anthropic.TextBlock => b.type === "text")
        .map((b) => b.text)
        .join("");
      if (!text) throw new Error(`Anthropic returned no text (stop_reason ${message.stop_reason ?? "none"})`);
      return text;
    },
    async healthy() {
      try {
        const c = client;
        await c.models.retrieve(opts.modelTurns, {}, { timeout: 5000, maxRetries: 0 });
        return true;
      } catch {
        return false;
      }
    },
  };
}
