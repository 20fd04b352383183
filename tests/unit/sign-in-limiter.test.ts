import { describe, expect, it } from "vitest";
import { FailureWindow } from "../../src/services/admin/sign-in-limiter";

describe("operator sign-in failure window", () => {
  it("blocks a key after max failures within the window and frees it when they age out", () => {
    const w = new FailureWindow(3, 60_000);
    const keys = ["ip:1", "email:a@x"];
    for (let i = 0; i < 3; i++) {
      expect(w.blockedFor(keys, 1000 + i)).toBe(0);
      w.fail(keys, 1000 + i);
    }
    expect(w.blockedFor(keys, 2000)).toBe(59);
    // Another address from the same IP is blocked too; a fresh IP and address are not.
    expect(w.blockedFor(["ip:1", "email:b@x"], 2000)).toBeGreaterThan(0);
    expect(w.blockedFor(["ip:2", "email:b@x"], 2000)).toBe(0);
    expect(w.blockedFor(keys, 61_001)).toBe(0);
  });

  it("forgets failures after a success", () => {
    const w = new FailureWindow(2, 60_000);
    w.fail(["ip:1"], 0);
    w.fail(["ip:1"], 1);
    expect(w.blockedFor(["ip:1"], 2)).toBeGreaterThan(0);
    w.clear(["ip:1"]);
    expect(w.blockedFor(["ip:1"], 3)).toBe(0);
  });
});
