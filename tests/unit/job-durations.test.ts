import { describe, expect, it } from "vitest";
import { bucketOf, JOB_DURATION_BUCKETS } from "../../src/jobs/durations";

describe("job duration buckets", () => {
  it("puts a duration in the smallest bound at or above it", () => {
    expect(bucketOf(0)).toBe(0.05);
    expect(bucketOf(0.05)).toBe(0.05);
    expect(bucketOf(0.0500001)).toBe(0.1);
    expect(bucketOf(4.2)).toBe(5);
    expect(bucketOf(300)).toBe(300);
    expect(bucketOf(300.5)).toBe(Number.POSITIVE_INFINITY);
  });
  it("has increasing bounds", () => {
    expect([...JOB_DURATION_BUCKETS]).toEqual([...JOB_DURATION_BUCKETS].sort((a, b) => a - b));
  });
});
