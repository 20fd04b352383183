import { describe, expect, it } from "vitest";
import { isConnectionError, retryWhileUnreachable } from "../../src/db/errors";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("database outages", () => {
  it("tells a lost connection from a wrong query", () => {
    expect(isConnectionError(refused())).toBe(true);
    expect(isConnectionError(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("x"), { code: "CONNECTION_CLOSED" }))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    // drizzle wraps the driver's error: the cause decides
    expect(isConnectionError(Object.assign(new Error("Failed query: …"), { cause: refused() }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isConnectionError(new TypeError("boom"))).toBe(false);
  });

  it("tries again while the database is unreachable, and not on other errors", async () => {
    let calls = 0;
    expect(
      await retryWhileUnreachable(async () => {
        if (++calls < 3) throw refused();
        return "stored";
      }, 10_000),
    ).toBe("stored");
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retryWhileUnreachable(async () => {
        calls++;
        throw Object.assign(new Error("duplicate key"), { code: "23505" });
      }),
    ).rejects.toThrow("duplicate key");
    expect(calls).toBe(1);

    // and gives up after its time
    await expect(
      retryWhileUnreachable(async () => {
        throw refused();
      }, 300),
    ).rejects.toThrow("ECONNREFUSED");
  });
});
