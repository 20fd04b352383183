import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, emailOutbox, referenceChecks, simCalls } from "../../src/db/schema";
import { freePort } from "../../src/db/embedded";
import { WRAP_UP_LINE } from "../../src/http/voice/wrap-up";
import { checkPayload, waitFor } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { killAll, startProcess, type Proc } from "../support/processes";

let db: TestDatabase;
const procs: Proc[] = [];
let port = 0;
const base = () => `http://127.0.0.1:${port}`;

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_BASE_URL: base(),
    DATABASE_URL: db.url,
    AUTO_MIGRATE: "false",
    FREE_CHECK_IP_DAILY_LIMIT: "1000",
    SHUTDOWN_GRACE_SECONDS: "20",
    ...extra,
  };
}

function start(entry: "src/main.ts" | "worker/main.ts", extra: Record<string, string> = {}) {
  const p = startProcess(entry, env(extra));
  procs.push(p);
  return p;
}

async function webIsUp() {
  await waitFor(async () => (await fetch(`${base()}/healthz`).catch(() => null))?.ok, 90_000, "web up");
}

/** A check submission whose body arrives in two parts, so it is in flight when the signal lands. */
function slowSubmission() {
  const body = JSON.stringify(checkPayload());
  const split = Math.floor(body.length / 2);
  const req = http.request(`${base()}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, split));
  return { finish: () => req.end(body.slice(split)), answer };
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await db.db.execute(query)) as unknown as { n: number }[])[0]!.n);

beforeAll(async () => {
  db = await createTestDatabase();
  port = await freePort();
});
afterAll(async () => {
  killAll(procs);
  await db?.drop();
});

describe("SIGTERM to the web and worker processes", () => {
  it("exits 0 with a request, a job and a voice session in flight, and nothing is lost", async () => {
    // Slow calls and one dial per 5 s: while the first call talks, the next place-call job is
    // active in the worker, waiting for its dial slot.
    const tuning = { SIM_TIME_SCALE: "0.1", CALLS_PER_SECOND: "0.2" };
    const web = start("src/main.ts", tuning);
    await webIsUp();
    const worker = start("worker/main.ts", tuning);

    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base()}/api/reference-checks`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(checkPayload()),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { referenceCheckId: number }).referenceCheckId);
    }

    const inFlight = await waitFor(
      async () => {
        const [call] = await db.db
          .select()
          .from(callLogs)
          .where(sql`${callLogs.status} = 'in_progress' and ${callLogs.outcome} is null`);
        const [job] = (await db.db.execute(
          sql`select id, name from pgboss.job where state = 'active' and name = 'place-call'`,
        )) as unknown as { id: string; name: string }[];
        return call && job ? { call, job } : null;
      },
      120_000,
      "a voice session and a place-call job in flight",
    );
    // The half-sent submission must have reached the web process before the signal: a request that
    // arrives after it is refused (503), as it should be. On a busy machine 300 ms was not enough.
    const submissionsSeen = () =>
      web
        .output()
        .split("\n")
        .filter((l) => l.includes("incoming request") && l.includes("/api/reference-checks")).length;
    const seenBefore = submissionsSeen();
    const submission = slowSubmission();
    await waitFor(async () => submissionsSeen() > seenBefore, 30_000, "the slow submission reaching the web");

    web.child.kill("SIGTERM");
    worker.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    submission.finish();

    const answer = await submission.answer;
    const [webExit, workerExit] = await Promise.all([web.exited, worker.exited]);
    expect(webExit, web.output()).toEqual({ code: 0, signal: null });
    expect(workerExit, worker.output()).toEqual({ code: 0, signal: null });
    expect(web.output()).toContain("stopped cleanly");
    expect(worker.output()).toContain("stopped cleanly");

    // The request in flight was answered and its check stored.
    expect(answer.status, answer.body).toBe(201);
    const lateId = (JSON.parse(answer.body) as { referenceCheckId: number }).referenceCheckId;
    ids.push(lateId);
    expect((await db.db.select().from(referenceChecks).where(eq(referenceChecks.id, lateId))).length).toBe(1);

    // The call in flight was ended politely and its outcome stored before the process left.
    const [wrapped] = await db.db.select().from(callLogs).where(eq(callLogs.id, inFlight.call.id));
    expect(wrapped!.outcome).not.toBeNull();
    expect(JSON.stringify(wrapped!.transcript)).toContain(WRAP_UP_LINE);

    // The job in flight was finished or handed back: no job is left held by a stopped process.
    const [job] = (await db.db.execute(
      sql`select state from pgboss.job where id = ${inFlight.job.id}`,
    )) as unknown as { state: string }[];
    expect(["completed", "retry", "created", "failed"]).toContain(job!.state);
    expect(await count(sql`select count(*)::int as n from pgboss.job where state = 'active'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from worker_processes`)).toBe(0);

    // A new deploy picks everything up: every check, the late one included, completes with one
    // report e-mail, and no attempt was dialled twice.
    const fast = { SIM_TIME_SCALE: "0.02", CALLS_PER_SECOND: "5" };
    start("src/main.ts", fast);
    await webIsUp();
    start("worker/main.ts", fast);
    for (const id of ids)
      await waitFor(
        async () =>
          (await db.db.select().from(referenceChecks).where(eq(referenceChecks.id, id)))[0]?.status ===
          "completed",
        240_000,
        `check ${id} completed`,
      );
    const keys = (await db.db.select().from(simCalls)).map((c) => c.attemptKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await db.db.select().from(emailOutbox)).length).toBe(ids.length);
  }, 600_000);
});
