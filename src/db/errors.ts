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
