import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "./cluster";
import type { TestApp } from "./app";

/**
 * Worker processes against a test app's database, started as Node itself with tsx as a loader (not
 * the tsx wrapper, whose SIGKILL would leave the worker running as an orphan). `stopAll` kills
 * whatever is still running.
 */
export function testWorkers() {
  const started: ChildProcess[] = [];
  return {
    start(t: TestApp, env: Record<string, string> = {}): ChildProcess {
      const child = spawn(process.execPath, ["--import", "tsx", "worker/main.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATABASE_URL: t.db.url,
          AUTO_MIGRATE: "false",
          PUBLIC_BASE_URL: t.url,
          SIM_TIME_SCALE: t.config.env.SIM_TIME_SCALE.toString(),
          LOG_LEVEL: "silent",
          ...env,
        },
        stdio: "ignore",
      });
      started.push(child);
      return child;
    },
    stopAll() {
      for (const w of started) if (w.exitCode === null && w.signalCode === null) w.kill("SIGKILL");
    },
  };
}
