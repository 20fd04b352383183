import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARRIER_TOKEN_HEADER } from "../../src/simulation/carrier/telephony";
import { startTestApp, type TestApp } from "../support/app";

/**
 * What a deployment exposes: in production no simulation or development route answers, and in
 * every mode a request for a host name that is not ours (DNS rebinding) is refused.
 */
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [prod, dev] = await Promise.all([
    startTestApp({
      env: {
        NODE_ENV: "production",
        ALLOW_SIMULATED_PROVIDERS: "true",
        ENCRYPTION_KEY: "production-test-key-0123456789abcdef",
        PUBLIC_BASE_URL: "https://refline.example",
      },
    }),
    startTestApp(),
  ]);
}, 60_000);
afterAll(async () => {
  await prod?.stop();
  await dev?.stop();
});

/** A request with a Host header of our choosing (fetch does not allow setting it). */
function request(
  t: TestApp,
  path: string,
  opts: { host: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: t.port,
        path,
        method: opts.method ?? "GET",
        headers: { host: opts.host, ...opts.headers },
      },
      (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("production", () => {
  const host = "refline.example";
  it("serves no simulated provider and no development route, even with simulation allowed", async () => {
    const json = { "content-type": "application/json" };
    const carrierToken = { ...json, [CARRIER_TOKEN_HEADER]: prod.deps.providers.simulatedCarrierToken };
    const probes: [string, string, Record<string, string>, string?][] = [
      [
        "POST",
        "/sim/carrier/calls",
        carrierToken,
        '{"to":"+14155550100","from":"x","attemptKey":"k","callLogId":1}',
      ],
      ["POST", "/sim/carrier/sms", carrierToken, '{"to":"+1","from":"x","body":"b","idempotencyKey":"k"}'],
      ["POST", "/sim/payments/confirm", json, '{"clientSecret":"pi_x_secret_y","card":{}}'],
      ["GET", "/sim/payments/checkout/cs_sim_x", {}],
      ["GET", "/api/dev/outbox", {}],
      ["GET", "/api/dev/sms", {}],
      ["GET", "/trpc/dev.outbox", {}],
    ];
    for (const [method, path, headers, body] of probes) {
      const res = await request(prod, path, { host, method, headers, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      // No such route at all (not a route answering "no such object").
      if (!path.startsWith("/trpc")) expect(res.body, `${method} ${path}`).toMatch(/^Not found: /);
    }
    // The same in development: they exist (so the 404s above are not an accident of the test).
    const devHost = `localhost:${dev.port}`;
    expect((await request(dev, "/api/dev/outbox", { host: devHost })).status).toBe(200);
    const devCheckout = await request(dev, "/sim/payments/checkout/cs_sim_x", { host: devHost });
    expect(devCheckout.body).not.toMatch(/^Not found: /);
  });

  it("answers only its public host name; probes answer any", async () => {
    expect((await request(prod, "/robots.txt", { host })).status).toBe(200);
    for (const other of [
      "evil.example",
      "127.0.0.1",
      `localhost:${prod.port}`,
      "refline.example.evil.example",
    ])
      expect((await request(prod, "/robots.txt", { host: other })).status, other).toBe(421);
    expect((await request(prod, "/healthz", { host: "10.0.0.7:8080" })).status).toBe(200);
  });
});

describe("development (DNS rebinding)", () => {
  it("a page on a rebound name cannot read the outbox; loopback names and the public URL's name can", async () => {
    const rebound = await request(dev, "/api/dev/outbox", { host: `evil.example:${dev.port}` });
    expect(rebound.status).toBe(421);
    expect(rebound.body).not.toContain("[");
    for (const name of ["localhost", "127.0.0.1", "[::1]"])
      expect((await request(dev, "/api/dev/outbox", { host: `${name}:${dev.port}` })).status, name).toBe(200);
    // A state-changing request through the rebound name is refused before it runs.
    const post = await request(dev, "/api/reference-checks", {
      host: `evil.example:${dev.port}`,
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://evil.example:${dev.port}` },
      body: "{}",
    });
    expect(post.status).toBe(421);
  });
});
