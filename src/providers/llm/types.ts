export interface LlmMessage {
  role: "user" | "assistant";
  content: string;
}

export interface LlmRequest {
  system: string;
  messages: LlmMessage[];
  maxTokens?: number;
  /** Which configured model: fast for live turns, analysis for reports. */
  purpose: "turn" | "analysis";
  /** Stops a stream early (barge-in: the reference interrupted). */
  signal?: AbortSignal;
  /** Sampling temperature; analysis uses 0 for repeatable structured output. */
  temperature?: number;
}

export interface LlmProvider {
  readonly name: "anthropic" | "simulated";
  readonly mode: "live" | "simulated";
  /** Streams the reply text as it is generated. */
  stream(req: LlmRequest): AsyncIterable<string>;
  complete(req: LlmRequest): Promise<string>;
  healthy(): Promise<boolean>;
}
