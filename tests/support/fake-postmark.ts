import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { checkPostmarkRequest, formToObject } from "../contracts/validate";

export interface FakePostmarkMessage {
  MessageID: string;
  token: string | undefined;
  body: {
    From: string;
    To: string;
    Subject: string;
    TextBody?: string;
    HtmlBody?: string;
    Tag?: string;
    MessageStream?: string;
    Metadata?: Record<string, string>;
    Attachments?: { Name: string; ContentType: string; Content: string }[];
  };
}

/**
 * A local stand-in for Postmark's API at its HTTP boundary (the official client reaches it through
 * requestHost): POST /email, GET /messages/outbound with metadata_ filters, GET /server.
 * `next` scripts the answer to the next send: accept normally, accept and then drop the connection
 * before answering (the crash-after-accept case), or refuse with 422.
 */
export async function startFakePostmark() {
  const messages: FakePostmarkMessage[] = [];
  /** Every request as sent (for contract checks): method, path, query, parsed JSON body. */
  const requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: Record<string, unknown> | null;
  }[] = [];
  const searches: string[] = [];
  let next: "ok" | "accept-then-drop" | "refuse-422" | "fail-500" = "ok";
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url!, "http://fake");
      const token = req.headers["x-postmark-server-token"] as string | undefined;
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        parsed = null;
      }
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body: parsed,
      });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (token !== "test-server-token")
        return json(401, { ErrorCode: 10, Message: "Bad or missing server token" });
      // Like Postmark, refuse what its documented API does not allow (422, "Invalid email request").
      const problems = checkPostmarkRequest({
        method: req.method ?? "GET",
        path: url.pathname,
        query: formToObject(url.searchParams),
        body: parsed,
      });
      if (problems.length) return json(422, { ErrorCode: 300, Message: problems.join("; ") });
      if (req.method === "POST" && url.pathname === "/email") {
        const body = JSON.parse(raw) as FakePostmarkMessage["body"];
        const mode = next;
        next = "ok";
        if (mode === "refuse-422")
          return json(422, {
            ErrorCode: 406,
            Message: "You tried to send to a recipient that has been marked as inactive.",
          });
        if (mode === "fail-500") return json(500, { ErrorCode: 0, Message: "Internal error" });
        const MessageID = randomUUID();
        messages.push({ MessageID, token, body });
        if (mode === "accept-then-drop") return req.socket.destroy();
        return json(200, {
          To: body.To,
          SubmittedAt: new Date().toISOString(),
          MessageID,
          ErrorCode: 0,
          Message: "OK",
        });
      }
      if (req.method === "GET" && url.pathname === "/messages/outbound") {
        searches.push(url.search);
        const filters = [...url.searchParams].filter(([k]) => k.startsWith("metadata_"));
        const hits = messages.filter((m) => filters.every(([k, v]) => m.body.Metadata?.[k.slice(9)] === v));
        return json(200, {
          TotalCount: hits.length,
          Messages: hits.slice(0, Number(url.searchParams.get("count") ?? 100)).map((m) => ({
            MessageID: m.MessageID,
            To: [{ Email: m.body.To }],
            Subject: m.body.Subject,
            Metadata: m.body.Metadata ?? {},
            Status: "Sent",
          })),
        });
      }
      if (req.method === "GET" && url.pathname === "/server") return json(200, { ID: 1, Name: "fake" });
      json(404, { ErrorCode: 404, Message: "not found" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    messages,
    searches,
    requests,
    setNext(mode: typeof next) {
      next = mode;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
