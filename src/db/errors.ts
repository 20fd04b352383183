/**
 * Postgres "data exception" errors (SQLSTATE class 22: a NUL byte in text, an integer out of range,
 * an impossible date) are caused by the request's data, not by the server. Whatever reaches the
 * database unvalidated is answered 400 instead of 500 — validation should catch it first, this is
 * the net underneath.
 */
export function isBadDataError(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    const name = (e as { name?: unknown }).name;
    if (name === "PostgresError" && typeof code === "string" && code.startsWith("22")) return true;
  }
  return false;
}

export const BAD_DATA_MESSAGE =
  "input: contains a value that is out of range or has an unsupported character";

const CONNECTION_CODES = new Set([
  // node and postgres.js: the socket could not be opened or went away
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // Postgres: shutting down, restarting, starting up (SQLSTATE 57P01–57P03)
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * The database is unreachable or restarting (as opposed to a query being wrong): the caller may
 * wait and try again. Covers postgres.js, node-postgres (pg-boss) and Postgres's own codes,
 * including class 08 (connection exception).
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || /^08/.test(code))) return true;
    const message = String((e as { message?: unknown }).message ?? "");
    if (
      /Connection terminated|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/**
 * Runs `fn`, and again while it fails because the database is unreachable (a restart, a failover),
 * for up to `forMs`; any other error, or the last one, is thrown. For steps whose result exists
 * only in memory (an interview just finished, a job's outcome): losing them to a blip is worse
 * than waiting.
 */
export async function retryWhileUnreachable<T>(fn: () => Promise<T>, forMs = 120_000): Promise<T> {
  const until = Date.now() + forMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isConnectionError(err) || Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, Math.min(5000, 250 * 2 ** attempt)));
    }
  }
}
