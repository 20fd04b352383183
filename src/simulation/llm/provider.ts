import type { LlmProvider, LlmRequest } from "../../providers/llm/types";

/**
 * Offline stand-in. It does not pretend to be a model: the interview engine and the analyzer
 * have deterministic offline paths of their own and only use this for free-form text, where it
 * echoes a fixed, clearly marked answer word by word.
 */
export function createSimulatedLlm(): LlmProvider {
  async function* stream(req: LlmRequest) {
    const last = req.messages.at(-1)?.content ?? "";
    const words = `[simulated model] ${last.slice(0, 200)}`.split(/(\s+)/);
    for (const w of words) if (w) yield w;
  }
  return {
    name: "simulated",
    mode: "simulated",
    stream,
    async complete(req) {
      let out = "";
      for await (const t of stream(req)) out += t;
      return out;
    },
    healthy: async () => true,
  };
}
