import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, checkReferences, optOuts, smsMessages } from "../../src/db/schema";
import { phoneHash, recordOptOut } from "../../src/services/calls/opt-outs";
import { placeCall } from "../../src/services/calls/place";
import { handleInboundSms, sendCallNotice } from "../../src/services/calls/sms";
import { startCheck } from "../../src/services/calls/start";
import { checkPayload, startTestApp, uniquePhone, type TestApp } from "../support/app";
import { adminTrpc, postJson } from "../support/payments";

const TOKEN = "sms-admin-token-0123456789abcdef";
let t: TestApp;
beforeAll(async () => {
  // No worker: the references stay pending, as they are between the SMS notice and the first call.
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

let sid = 0;
async function reply(from: string, body: string) {
  await handleInboundSms(t.deps, { from, to: "+15005550006", body, messageSid: `SM${Date.now()}${sid++}` });
  const rows = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.fromNumber, from));
  return rows.at(-1)!;
}
async function submit(phone = uniquePhone()) {
  const res = await postJson(
    t,
    "/api/reference-checks",
    checkPayload({ reference1: { name: "Avery Text", phone, relationship: "direct-manager" } }),
  );
  expect(res.status).toBe(201);
  return { phone, checkId: ((await res.json()) as { referenceCheckId: number }).referenceCheckId };
}
const settle = (input: unknown) => adminTrpc(t, TOKEN, "admin.smsReplyAction", input, "mutation");

describe("operators settle free-text SMS replies", () => {
  it("lists a free-text reply as waiting, marks it handled once", async () => {
    const { phone, checkId } = await submit();
    const msg = await reply(phone, "Who is this about? I'm on holiday next week.");
    expect([msg.intent, msg.handledAt, msg.referenceCheckId]).toEqual(["other", null, checkId]);
    const listed = await adminTrpc(t, TOKEN, "admin.smsReplies", undefined, "query");
    expect(
      (listed.data as { id: number; handledAt: Date | null }[]).find((m) => m.id === msg.id),
    ).toMatchObject({
      handledAt: null,
    });

    const done = await settle({ id: msg.id, action: "handled" });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ id: msg.id, action: "handled", referencesOptedOut: 0 });
    const [after] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.id, msg.id));
    expect(after!.handledAt).toBeInstanceOf(Date);
    // The reference is still to be called.
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkId));
    expect([ref!.status, ref!.optedOut]).toEqual(["pending", false]);

    const again = await settle({ id: msg.id, action: "opt_out" });
    expect([again.status, again.error?.json.message]).toEqual([409, "This reply was already handled"]);
  });

  it("opts the number out like STOP: open references fail as opted out, never called", async () => {
    const { phone, checkId } = await submit();
    const msg = await reply(phone, "Please take me off your list, I don't give references.");
    expect(msg.intent).toBe("other");
    const done = await settle({ id: msg.id, action: "opt_out" });
    expect(done.data).toMatchObject({ action: "opt_out", referencesOptedOut: 1 });
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkId));
    expect([ref!.status, ref!.optedOut]).toEqual(["failed", true]);
    const [after] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.id, msg.id));
    expect(after!.intent).toBe("stop");
  });

  it("answers bad input with the field, unknown messages with 404", async () => {
    const bad = await settle({ id: "x", action: "delete" });
    expect(bad.status).toBe(400);
    expect(bad.error?.json.message).toMatch(/id/);
    expect(bad.error?.json.message).toMatch(/action/);
    const missing = await settle({ id: 987654, action: "handled" });
    expect([missing.status, missing.error?.json.message]).toEqual([404, "SMS reply not found"]);
    const anonymous = await fetch(`${t.url}/trpc/admin.smsReplyAction`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { id: 1, action: "handled" } }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("an opted-out number is never called again, on any check", () => {
  const refOf = async (checkId: number) =>
    (await t.deps.db.select().from(checkReferences).where(eq(checkReferences.referenceCheckId, checkId)))[0]!;

  it("STOP on one check stops every later check from calling or texting that number", async () => {
    const first = await submit();
    await reply(first.phone, "STOP");
    const [entry] = await t.deps.db
      .select()
      .from(optOuts)
      .where(eq(optOuts.phoneHash, phoneHash(first.phone)));
    expect(entry).toMatchObject({ source: "sms_stop" });
    // The suppression list keeps a hash, never the number.
    expect(JSON.stringify(await t.deps.db.select().from(optOuts))).not.toContain(first.phone.slice(2));

    const later = await submit(first.phone);
    await startCheck(t.deps, later.checkId);
    const ref = await refOf(later.checkId);
    expect([ref.status, ref.optedOut, ref.failureReason]).toEqual([
      "failed",
      true,
      expect.stringMatching(/opted out|not to be called/i),
    ]);
    expect(await sendCallNotice(t.deps, later.checkId, 1)).toBe("skipped");
    expect(
      await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, later.checkId)),
    ).toEqual([]);
  });

  it("a number opted out after scheduling is not dialled when its slot comes", async () => {
    const c = await submit();
    await startCheck(t.deps, c.checkId);
    expect((await refOf(c.checkId)).status).toBe("scheduled");
    await recordOptOut(t.deps.db, c.phone, "operator", new Date());
    await placeCall(t.deps, { checkId: c.checkId, referenceIndex: 1, attempt: 1 });
    const ref = await refOf(c.checkId);
    expect([ref.status, ref.optedOut]).toEqual(["failed", true]);
    expect(await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, c.checkId))).toEqual(
      [],
    );
  });

  it("an operator's opt-out from the console goes on the list too", async () => {
    const c = await submit();
    const msg = await reply(c.phone, "I'd rather not be involved, thanks");
    await settle({ id: msg.id, action: "opt_out" });
    const [entry] = await t.deps.db
      .select()
      .from(optOuts)
      .where(eq(optOuts.phoneHash, phoneHash(c.phone)));
    expect(entry).toMatchObject({ source: "operator" });
  });
});
