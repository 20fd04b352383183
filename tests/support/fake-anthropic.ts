import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received, as the SDK sent it. */
export interface SeenRequest {
  path: string;
  method: string;
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    max_tokens: number;
    system?: string;
    temperature?: number;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
  /** Set when the client closed a streamed response before the fake had finished it. */
  closedEarly: boolean;
}

/** What the fake answers to one /v1/messages request. */
export type FakeReply =
  | { text: string; chunks?: string[]; chunkDelayMs?: number; firstTokenDelayMs?: number }
  | { status: number; type: string; message: string; retryAfter?: string };

export interface FakeAnthropic {
  url: string;
  requests: SeenRequest[];
  validKeys: Set<string>;
  /** Decides each reply; the default echoes the last user message. */
  respond: (req: SeenRequest, index: number) => FakeReply | Promise<FakeReply>;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Anthropic Messages API at its HTTP boundary: POST /v1/messages
 * (JSON or server-sent events, with the real event sequence), GET /v1/models/{id}, the
 * x-api-key / anthropic-version headers checked, and Anthropic-shaped error bodies.
 */
export async function startFakeAnthropic(
  validKeys: string[] = ["test-anthropic-key"],
): Promise<FakeAnthropic> {
  const fake: FakeAnthropic = {
    url: "",
    requests: [],
    validKeys: new Set(validKeys),
    respond: (req) => ({ text: `echo: ${req.body.messages.at(-1)?.content ?? ""}` }),
    close: async () => {},
  };
  const sockets = new Set<import("node:net").Socket>();

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: String(err) } }));
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  function error(res: ServerResponse, status: number, type: string, message: string, retryAfter?: string) {
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": `req_fake_${Date.now()}`,
      ...(retryAfter ? { "retry-after": retryAfter } : {}),
    });
    res.end(JSON.stringify({ type: "error", error: { type, message } }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    // The SDK sends the key as `Authorization: Bearer …` (older versions: `x-api-key`).
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const key = bearer ?? req.headers["x-api-key"];
    if (typeof key !== "string" || !fake.validKeys.has(key)) {
      return error(res, 401, "authentication_error", "invalid API key");
    }
    if (!req.headers["anthropic-version"]) {
      return error(res, 400, "invalid_request_error", "anthropic-version header is required");
    }
    const url = new URL(req.url ?? "/", "http://fake");
    const modelMatch = /^\/v1\/models\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && modelMatch) {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(
        JSON.stringify({
          type: "model",
          id: decodeURIComponent(modelMatch[1]!),
          display_name: "Fake model",
          created_at: "2025-01-01T00:00:00Z",
        }),
      );
    }
    if (req.method !== "POST" || url.pathname !== "/v1/messages") {
      return error(res, 404, "not_found_error", `no route ${req.method} ${url.pathname}`);
    }
    const body = JSON.parse(raw) as SeenRequest["body"];
    if (!body.model || !body.max_tokens || !Array.isArray(body.messages) || body.messages.length === 0) {
      return error(res, 400, "invalid_request_error", "model, max_tokens and messages are required");
    }
    const seen: SeenRequest = {
      path: url.pathname,
      method: req.method,
      headers: req.headers,
      body,
      closedEarly: false,
    };
    const index = fake.requests.push(seen) - 1;
    const reply = await fake.respond(seen, index);
    if ("status" in reply) return error(res, reply.status, reply.type, reply.message, reply.retryAfter);

    const id = `msg_fake_${index}`;
    const usage = { input_tokens: 10, output_tokens: 5 };
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(
        JSON.stringify({
          id,
          type: "message",
          role: "assistant",
          model: body.model,
          content: [{ type: "text", text: reply.text }],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage,
        }),
      );
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    let finished = false;
    res.on("close", () => {
      if (!finished) seen.closedEarly = true;
    });
    const send = (event: string, data: unknown) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...(data as object) })}\n\n`);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    send("message_start", {
      message: {
        id,
        type: "message",
        role: "assistant",
        model: body.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    });
    send("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
    send("ping", {});
    if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
    const parts = reply.chunks ?? reply.text.split(/(?<=\s)/);
    for (const [i, part] of parts.entries()) {
      if (seen.closedEarly || res.destroyed) return;
      if (i > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      send("content_block_delta", { index: 0, delta: { type: "text_delta", text: part } });
    }
    send("content_block_stop", { index: 0 });
    send("message_delta", {
      delta: { stop_reason: "end_turn", stop_sequence: null },
      usage: { output_tokens: 5 },
    });
    send("message_stop", {});
    finished = true;
    res.end();
  }

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return fake;
}
