import http from "node:http";

/**
 * The status bench's baseline: plain node:http answering each GET /status/{id} with the very bytes
 * the product answered for that check (read from STATUS_BODIES, a JSON object id → body), with
 * the same content type. No framework, no database, no headers beyond Node's own. Its own process.
 */
const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(process.env.STATUS_BODIES!) as Record<string, string>).map(([id, body]) => [
    id,
    Buffer.from(body),
  ]),
);
const server = http.createServer((req, res) => {
  const body = bodies.get((req.url ?? "").slice("/status/".length));
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
