import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckJob } from "../../src/jobs/definitions/start-check";
import { DEAD_LETTER_QUEUE } from "../../src/jobs/registry";
import { startTestApp, type TestApp } from "../support/app";

const TOKEN = "admin-token-for-pipeline-health";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN, WORKER_DEAD_AFTER_SECONDS: "30" } });
});
afterAll(async () => {
  await t?.stop();
});

const pipeline = async () => {
  const res = await fetch(`${t.url}/api/admin/health`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { pipeline: unknown }).pipeline;
};

describe("the health panel's pipeline figures", () => {
  it("count waiting jobs, unread dead letters and workers with a recent heartbeat", async () => {
    expect(await pipeline()).toEqual({ queueDepth: 0, deadLetters: 0, liveWorkers: 0 });
    // No worker runs here, so what is sent stays queued.
    await t.deps.queue.send(startCheckJob, { checkId: 1 });
    await t.deps.queue.send(startCheckJob, { checkId: 2 });
    await t.deps.queue.boss.send(DEAD_LETTER_QUEUE, { job: "place-call", reason: "invalid payload" });
    const sql = t.deps.database.sql;
    await sql`insert into worker_processes (id, pid, host) values (${randomUUID()}, 1, 'alive')`;
    await sql`insert into worker_processes (id, pid, host, heartbeat_at)
              values (${randomUUID()}, 2, 'silent', now() - interval '5 minutes')`;
    expect(await pipeline()).toEqual({ queueDepth: 2, deadLetters: 1, liveWorkers: 1 });
  });
});
