import { describe, expect, it } from "vitest";
import { callStateOfCarrierProgress } from "../../src/providers/telephony/call-status";
import { CALL_STATES, callStateAsShown } from "../../src/shared/states";

describe("a call's state at the carrier's edge", () => {
  it("translates Twilio's in-flight CallStatus into our spelling, and nothing else", () => {
    expect(callStateOfCarrierProgress("in-progress")).toBe("in_progress");
    expect(callStateOfCarrierProgress("queued")).toBe("queued");
    expect(callStateOfCarrierProgress("initiated")).toBe("initiated");
    expect(callStateOfCarrierProgress("ringing")).toBe("ringing");
    // Final statuses end the attempt through its outcome; unknown or inherited names are ignored.
    for (const s of ["completed", "busy", "no-answer", "failed", "canceled", "in_progress", "", "toString"])
      expect(callStateOfCarrierProgress(s)).toBeNull();
  });

  it("writes every call state with one spelling, and shows a call in progress as operators always saw it", () => {
    expect(CALL_STATES).toContain("in_progress");
    expect(CALL_STATES).not.toContain("in-progress");
    expect(callStateAsShown("in_progress")).toBe("in-progress");
    expect(callStateAsShown("ringing")).toBe("ringing");
  });
});
