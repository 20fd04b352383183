import http from "node:http";
import net from "node:net";

export interface RoundRobin {
  url: string;
  port: number;
  /** Requests (and WebSocket upgrades) handed to each backend, by backend index. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A loopback stand-in for a platform router (Heroku's, a load balancer): each new request or
 * WebSocket upgrade goes to the next web process in turn. Connections from clients are not
 * pinned to a backend, so consecutive requests land on different processes.
 */
export async function startRoundRobin(backends: () => number[], port = 0): Promise<RoundRobin> {
  const served: number[] = [];
  let next = 0;
  const pick = () => {
    const ports = backends();
    const i = next++ % ports.length;
    served[i] = (served[i] ?? 0) + 1;
    return ports[i]!;
  };
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: pick(), method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end("Bad gateway");
      else res.destroy();
    });
    req.pipe(upstream);
  });
  server.on("upgrade", (req, socket, head) => {
    const target = net.connect(pick(), "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      target.write(lines.join("\r\n") + "\r\n\r\n");
      if (head.length) target.write(head);
      socket.pipe(target).pipe(socket);
    });
    const end = () => {
      socket.destroy();
      target.destroy();
    };
    target.on("error", end);
    socket.on("error", end);
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const actual = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    served,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
