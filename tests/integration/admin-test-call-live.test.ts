import { afterAll, beforeAll, expect, it } from "vitest";
import { redirectingTwilioHttpClient } from "../../src/providers/telephony/http-client";
import { createTwilioTelephony } from "../../src/providers/telephony/twilio";
import { basicTestCall } from "../../src/services/operator-tests/test-calls";
import type { Deps } from "../../src/services/deps";
import { startTwilioFake } from "../support/twilio-fake";

const SID = "AC" + "4".repeat(32);
const TOKEN = "test-call-token";
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  fake = await startTwilioFake(SID, TOKEN);
});
afterAll(async () => {
  await fake?.close();
});

// The operator's basic test call used to look for a method the live provider does not have and
// answered "cannot place test calls in this build": it must reach Twilio with the test TwiML.
it("an operator's basic test call reaches live Twilio with the greeting TwiML", async () => {
  const telephony = createTwilioTelephony({
    accountSid: SID,
    authToken: TOKEN,
    numberUS: "+12025550111",
    publicBaseUrl: "https://refline.example",
    httpClient: redirectingTwilioHttpClient(fake.url),
  });
  // A Tuesday at 11:00 in San Francisco: inside the calling hours a live test call now keeps to.
  const deps = {
    providers: { telephony },
    config: { env: { PRODUCT_NAME: "RefLine" }, isProduction: false, ignoreCallingWindows: false },
    now: () => new Date("2026-11-24T19:00:00Z"),
  } as unknown as Deps;
  const result = await basicTestCall(deps, "(415) 555-0100");
  expect(result.error).toBeUndefined();
  expect(result.success).toBe(true);
  const post = fake.requests.find((r) => r.method === "POST" && r.path.endsWith("/Calls.json"))!;
  expect(post.form.get("To")).toBe("+14155550100");
  expect(post.form.get("From")).toBe("+12025550111");
  expect(post.form.get("Twiml")).toContain("This is a basic test call");
  expect(result.callSid).toBe(fake.calls[0]!.sid);
});
