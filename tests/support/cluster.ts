import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../src/db/embedded";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Proc {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Lines the process printed (stdout and stderr), kept for counting and for failure reports. */
  lines: string[];
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `node --import tsx <entry>` directly (not through the tsx CLI, which would put a parent
 * process in between): the pid is the server itself, so RSS is its memory and SIGKILL kills it.
 */
export function startProcess(name: string, entry: string, env: Record<string, string>): Proc {
  // CLUSTER_NODE_ARGS="--cpu-prof" profiles every process a script starts.
  const extra = process.env.CLUSTER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, "--import", "tsx", entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", AUTO_MIGRATE: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let buf = "";
    stream.on("data", (d: Buffer) => {
      buf += d.toString();
      const parts = buf.split("\n");
      buf = parts.pop()!;
      for (const l of parts) {
        lines.push(l);
        if (lines.length > 20_000) lines.splice(0, 10_000);
        if (process.env.CLUSTER_VERBOSE) process.stdout.write(`${name} | ${l}\n`);
      }
    });
  }
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return {
    name,
    child,
    pid: child.pid!,
    lines,
    exited,
    async kill(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A web process on a free port; resolves when /readyz answers. */
export async function startWeb(
  name: string,
  env: Record<string, string>,
  opts: { port?: number } = {},
): Promise<Proc & { url: string; port: number }> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const proc = startProcess(name, "src/main.ts", {
    HOST: "127.0.0.1",
    PUBLIC_BASE_URL: url,
    ...env,
    PORT: String(port),
  });
  await waitUntilReady(url, proc);
  return { ...proc, url, port };
}

export function startWorker(name: string, env: Record<string, string>): Proc {
  return startProcess(name, "worker/main.ts", env);
}

export async function waitUntilReady(url: string, proc: Proc, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited ${proc.child.exitCode}:\n${proc.lines.slice(-30).join("\n")}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${proc.name} not ready at ${url}:\n${proc.lines.slice(-30).join("\n")}`);
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
