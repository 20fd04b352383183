import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/db/embedded";
import { webBuildIsStale } from "../../scripts/lib";
import { waitFor } from "../support/app";
import { ROOT } from "../support/cluster";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { liveProcessesInGroup } from "../support/process-group";

/**
 * `npm start`'s own command (package.json scripts.start, through `sh -c` as npm runs it): web and
 * worker together for development. SIGTERM to the top process reaches both children, which drain;
 * the top process exits 0 once they have, and nothing is left in its process group.
 */
let db: TestDatabase;
let child: ChildProcess | undefined;
let out = "";

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  if (child?.pid && liveProcessesInGroup(child.pid).length > 0) process.kill(-child.pid, "SIGKILL");
  await db?.drop();
});

describe("npm start", () => {
  it("passes SIGTERM to web and worker and exits 0 once both have stopped", async (ctx) => {
    // A stale SPA would be rebuilt first (minutes): CI builds before the tests, so it is fresh there.
    if (webBuildIsStale()) ctx.skip("dist/web is stale: run `npm run build` first");
    const port = await freePort();
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/^exec node /);
    child = spawn("/bin/sh", ["-c", pkg.scripts.start!], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DATABASE_URL: db.url,
        PORT: String(port),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "info",
        SHUTDOWN_GRACE_SECONDS: "20",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child!.once("exit", (code, signal) => resolve({ code, signal })),
    );
    await waitFor(
      async () =>
        (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok &&
        out.includes("worker started"),
      120_000,
      "web and worker up",
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${out}`);
    });

    child.kill("SIGTERM");
    expect(await exited, out).toEqual({ code: 0, signal: null });
    // Both children drained (each says so) before the top process left.
    expect(out.match(/stopped cleanly/g)?.length, out).toBe(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(liveProcessesInGroup(child.pid!)).toEqual([]);
  }, 240_000);
});
