import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/client";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";
import type { TestDatabase } from "../support/db";

/**
 * The status page's cache: answers carry a strong ETag and a matching If-None-Match gets 304;
 * two web processes on one database each cache a check's status, and a change to its rows made by
 * anyone reaches both through Postgres NOTIFY. The clock is frozen, so the cache's time-to-live
 * never expires an entry here: only the notification can make an answer change.
 */
const NOW = new Date("2026-11-25T15:00:00Z");
let a: TestApp;
let b: TestApp;
let writer: ReturnType<typeof createDatabase>;

beforeAll(async () => {
  a = await startTestApp({ now: () => NOW });
  // A second web process: its own connections (and its own listener) to the same database.
  const second = createDatabase(a.db.url, { max: 4 });
  const handle: TestDatabase = { ...second, url: a.db.url, name: a.db.name, drop: second.close };
  b = await startTestApp({ now: () => NOW, db: handle });
  writer = createDatabase(a.db.url, { max: 1 });
});
afterAll(async () => {
  await writer?.close();
  await b?.stop();
  await a?.stop();
});

async function create(): Promise<string> {
  const res = await fetch(`${a.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload({ candidateName: "Robin Vale" })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const status = (app: TestApp, id: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/status/${id}`, { headers });

async function candidateName(app: TestApp, id: string): Promise<string> {
  const res = await status(app, id);
  expect(res.status).toBe(200);
  return ((await res.json()) as { candidateName: string }).candidateName;
}

async function trpcCandidateName(app: TestApp, id: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { id } }));
  const res = await fetch(`${app.url}/trpc/checks.status?input=${input}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { json: { candidateName: string } } } }).result.data.json
    .candidateName;
}

/**
 * Each process subscribes its listener on its first status poll and answers uncached until then:
 * poll both, wait until both listening connections are in place, then fill both caches.
 */
async function warm(id: string) {
  await candidateName(a, id);
  await candidateName(b, id);
  await waitFor(
    async () => {
      const [row] = await writer.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query = 'listen "check_status_changed"'`;
      return row!.n === 2;
    },
    10_000,
    "both listeners",
  );
  await candidateName(a, id);
  await candidateName(b, id);
}

describe("status answers: ETag and 304", () => {
  it("tags the JSON strongly and answers 304 without a body to the tag it gave", async () => {
    const id = await create();
    const first = await status(a, id);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{10,}"$/); // strong: no W/ prefix
    const body = await first.text();
    expect(JSON.parse(body)).toMatchObject({ id, candidateName: "Robin Vale" });
    expect(first.headers.get("x-request-id")).toBeTruthy();
    // The security headers (computed once at boot) are on every answer, the 304 and the 404 too.
    expect(first.headers.get("content-security-policy")).toContain("script-src 'self' https://js.stripe.com");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(first.headers.get("cache-control")).toBe("private, no-store");

    const again = await status(a, id, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("content-security-policy")).toContain("default-src 'self'");

    const listed = await status(a, id, { "if-none-match": `"other", ${etag}` });
    expect(listed.status).toBe(304);
    const stale = await status(a, id, { "if-none-match": '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it("still answers 404 for an unknown id and 400 naming the field for a bad one", async () => {
    const missing = await status(a, "NoSuchCheckAtAll0000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
    const tooLong = await status(a, "x".repeat(65));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toMatch(/id/);
  });
});

describe("invalidation by NOTIFY across two web processes", () => {
  it("serves the cached answer until the check's rows change, then both processes answer anew", async () => {
    const id = await create();
    await warm(id);
    const etagBefore = (await status(b, id)).headers.get("etag")!;

    // A write that fires no trigger (replica mode) is not announced: with the clock frozen both
    // processes keep answering what they cached, which shows the answers do come from the cache.
    await writer.sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update reference_checks set candidate_name = 'Unannounced Name' where public_id = ${id}`;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await candidateName(a, id)).toBe("Robin Vale");
    expect(await candidateName(b, id)).toBe("Robin Vale");
    expect(await trpcCandidateName(b, id)).toBe("Robin Vale");

    // An ordinary write (as the worker, an operator or another process makes) is announced.
    await writer.sql`update reference_checks set candidate_name = 'Robin Announced' where public_id = ${id}`;
    await waitFor(async () => (await candidateName(a, id)) === "Robin Announced", 5_000, "process A");
    await waitFor(async () => (await candidateName(b, id)) === "Robin Announced", 5_000, "process B");
    expect(await trpcCandidateName(a, id)).toBe("Robin Announced");

    // The old tag no longer matches: a poller holding it gets the new answer.
    const after = await status(b, id, { "if-none-match": etagBefore });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etagBefore);
  });

  it("a change to a reference (not the check's own row) is announced too", async () => {
    const id = await create();
    await warm(id);
    const before = (await (await status(b, id)).json()) as { references: { status: string }[] };
    expect(before.references[0]!.status).not.toBe("failed");
    await writer.sql`
      update check_references set status = 'failed', failure_reason = 'declined'
      where reference_check_id = (select id from reference_checks where public_id = ${id})`;
    for (const app of [a, b])
      await waitFor(
        async () => {
          const s = (await (await status(app, id)).json()) as { references: { status: string }[] };
          return s.references[0]!.status === "failed";
        },
        5_000,
        "reference failed",
      );
  });
});
