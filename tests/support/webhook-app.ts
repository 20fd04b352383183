import { expect } from "vitest";
import { WEBHOOK_EVENTS } from "../../src/shared/public-api";
import { startTestApp, type TestApp } from "./app";
import { api } from "./public-api";
import { startReceiver } from "./webhook-receiver";

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A receiver on this machine and an app (with its worker) allowed to deliver to it, fast. */
export async function startWebhookApp(env: Record<string, string>): Promise<{ t: TestApp; rx: Receiver }> {
  const rx = await startReceiver();
  const t = await startTestApp({
    worker: true,
    env: { WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_DISPATCH_INTERVAL_MS: "200", ...env },
  });
  return { t, rx };
}

export async function stopWebhookApp(t: TestApp | undefined, rx: Receiver | undefined) {
  await t?.stop();
  await rx?.close();
}

/** An endpoint at the receiver's `path`, created through the public API with an account's key. */
export async function createEndpoint(
  t: TestApp,
  rx: Receiver,
  key: string,
  path: string,
  events: string[] = [...WEBHOOK_EVENTS],
) {
  const r = await api(t, key, "POST", "/api/v1/webhooks", { url: rx.url(path), events });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json as { id: string; secret: string };
}
