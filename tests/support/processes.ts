import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "./cluster";

export interface Proc {
  child: ChildProcess;
  /** Everything the process wrote, for assertions and for the failure message. */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A real web or worker process (`src/main.ts`, `worker/main.ts`) run as Node with tsx as a loader,
 * so signals reach the product's own handlers (the tsx wrapper would stand in between).
 */
export function startProcess(entry: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** Kills whatever is still running (test teardown). */
export function killAll(procs: Proc[]): void {
  for (const p of procs)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
}
