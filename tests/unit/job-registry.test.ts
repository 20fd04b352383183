import { describe, expect, it } from "vitest";
import { allJobs, jobs } from "../../src/jobs/registry";
import { toPgValue } from "../../src/jobs/pgboss-db";
import { handlers } from "../../worker/handlers";

describe("job registry", () => {
  it("has unique names and exactly one handler per job", () => {
    const names = allJobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    expect(handlers.map((h) => h.job.name).sort()).toEqual([...names].sort());
  });

  it("validates payloads with each job's schema", () => {
    expect(jobs.placeCall.schema.safeParse({ checkId: 1, referenceIndex: 2, attempt: 3 }).success).toBe(true);
    expect(jobs.placeCall.schema.safeParse({ checkId: 1, referenceIndex: 4, attempt: 1 }).success).toBe(
      false,
    );
    expect(jobs.placeCall.schema.safeParse({ checkId: "1", referenceIndex: 1, attempt: 1 }).success).toBe(
      false,
    );
    expect(jobs.deliverReport.schema.safeParse({}).success).toBe(false);
  });

  it("gives every job a bounded retry policy", () => {
    for (const j of allJobs) {
      expect(j.policy.retryLimit).toBeGreaterThanOrEqual(1);
      expect(j.policy.retryLimit).toBeLessThanOrEqual(10);
      expect(j.policy.expireInSeconds).toBeGreaterThan(0);
    }
  });

  it("converts pg-boss parameters the way node-postgres would", () => {
    expect(toPgValue(undefined)).toBeNull();
    expect(toPgValue({ a: 1 })).toBe('{"a":1}');
    const d = new Date("2026-01-02T03:04:05.678Z");
    expect(toPgValue(d)).toBe("2026-01-02T03:04:05.678Z");
    expect(toPgValue(3)).toBe("3");
    expect(toPgValue(true)).toBe(true);
    expect(toPgValue(["a", 'b"c', null, "d\\e"])).toBe('{"a","b\\"c",NULL,"d\\\\e"}');
    expect(toPgValue([[1, 2], [3]])).toBe('{{"1","2"},{"3"}}');
  });
});
