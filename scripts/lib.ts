import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/** True when dist/web is missing or older than anything the SPA is built from. */
export function webBuildIsStale(): boolean {
  const built = path.join(ROOT, "dist/web/index.html");
  if (!fs.existsSync(built)) return true;
  const sources = ["web", "src/shared", "src/trpc", "vite.config.ts", "package-lock.json"].map((p) =>
    newestMtime(path.join(ROOT, p)),
  );
  return Math.max(...sources) > fs.statSync(built).mtimeMs;
}

const COLORS = ["\x1b[36m", "\x1b[35m", "\x1b[33m", "\x1b[32m"];

/** Runs a child with its output prefixed, the way a Procfile runner shows dynos. */
export function run(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  colorIndex = 0,
): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `${COLORS[colorIndex % COLORS.length]}${name.padEnd(7)}|\x1b[0m `;
  for (const stream of [child.stdout!, child.stderr!]) {
    let buf = "";
    stream.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop()!;
      for (const line of lines) process.stdout.write(prefix + line + "\n");
    });
  }
  return child;
}

export function runToEnd(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}`)),
    );
  });
}

export const BIN = (name: string) => path.join(ROOT, "node_modules/.bin", name);
