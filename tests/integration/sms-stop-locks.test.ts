import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences } from "../../src/db/schema";
import { transaction } from "../../src/db/tx";
import { lockCheck, lockReferenceAt } from "../../src/services/checks/queries";
import { checkPayload, startTestApp, uniquePhone, type TestApp } from "../support/app";
import { postAsTwilio, startTwilioFake } from "../support/twilio-fake";

/**
 * A STOP text is sent once: Twilio does not retry an inbound message. So the webhook must never wait
 * on, or deadlock with, a job that holds the check (jobs lock a check, then its references). It locks
 * only the reference row, and a transaction Postgres aborts as a deadlock victim is run again.
 */
const SID = "AC" + "5".repeat(32);
const TOKEN = "twilio-lock-test-auth-token-0123";
let t: TestApp;
let fake: Awaited<ReturnType<typeof startTwilioFake>>;

beforeAll(async () => {
  fake = await startTwilioFake(SID, TOKEN);
  t = await startTestApp({
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_PHONE_NUMBER_US: "+15005550006",
      TWILIO_API_BASE_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await fake?.close();
});

const stopText = (from: string, sid: string) => {
  const path = "/api/webhooks/twilio/sms";
  return postAsTwilio(TOKEN, `${t.config.publicBaseUrl}${path}`, `${t.url}${path}`, {
    From: from,
    To: "+15005550006",
    Body: "STOP",
    MessageSid: sid,
  });
};

describe("an inbound STOP while a job holds the check", () => {
  it("opts out at once without waiting for the job, and the job then takes the reference", async () => {
    const phone = uniquePhone();
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({ reference1: { name: "Lock Lee", phone, relationship: "colleague" } }),
      ),
    });
    expect(res.status).toBe(201);
    const checkId = ((await res.json()) as { referenceCheckId: number }).referenceCheckId;

    let answered: Response | "still waiting" = "still waiting";
    await transaction(t.deps, async ({ db: job }) => {
      // What a job does first: lock the check (the jobs' own helper).
      await lockCheck(job, checkId);
      const stop = stopText(phone, "SM" + "7".repeat(32));
      answered = await Promise.race([
        stop,
        new Promise<"still waiting">((r) => setTimeout(() => r("still waiting"), 10_000)),
      ]);
      // Then its references: free, because the STOP has committed.
      await lockReferenceAt(job, checkId, 1);
    });
    expect(answered, "the STOP waited for the job's lock on the check").not.toBe("still waiting");
    expect((answered as unknown as Response).status).toBe(200);
    expect(await (answered as unknown as Response).text()).toContain("won't be called again");
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkId));
    expect(ref!.optedOut).toBe(true);
  }, 60_000);
});
