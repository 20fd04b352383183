import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailReports } from "../../src/db/schema";
import { bounceMeaning } from "../../src/services/reports/postmark-bounce-meaning";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";

const HOOK = { user: "postmark-hooks", password: "hook-secret-123" };
const AUTH = "Basic " + Buffer.from(`${HOOK.user}:${HOOK.password}`).toString("base64");
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    env: { POSTMARK_WEBHOOK_USER: HOOK.user, POSTMARK_WEBHOOK_PASSWORD: HOOK.password },
  });
});
afterAll(async () => {
  await t?.stop();
});

async function sentReport() {
  const check = await insertCheck(t.deps, { status: "completed" });
  const emailId = randomUUID();
  const [row] = await t.deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: check.id,
      recipientEmail: check.requesterEmail,
      status: "sent",
      emailProvider: "postmark",
      emailId,
      idempotencyKey: `report:${emailId}`,
      sentAt: t.deps.now(),
    })
    .returning();
  return row!;
}

const post = (body: unknown) =>
  fetch(`${t.url}/api/webhooks/postmark`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: AUTH },
    body: JSON.stringify(body),
  });
const statusOf = async (id: number) =>
  (await t.deps.db.select().from(emailReports).where(eq(emailReports.id, id)))[0]!;

let nextId = 1;
/** A Bounce webhook as Postmark sends it (fields from its bounce webhook documentation). */
function bounce(messageId: string, type: string, typeCode: number, extra: Record<string, unknown> = {}) {
  return {
    RecordType: "Bounce",
    ID: 4323372036 + nextId++,
    Type: type,
    TypeCode: typeCode,
    Name: type,
    Tag: "report",
    MessageID: messageId,
    ServerID: 23,
    MessageStream: "outbound",
    Description: `${type} description`,
    Details: "smtp details",
    Email: "requester@example.com",
    From: "reports@refline.example",
    BouncedAt: "2026-03-02T16:05:00Z",
    DumpAvailable: false,
    Inactive: false,
    CanActivate: true,
    Subject: "Your reference report",
    ...extra,
  };
}
const delivery = (messageId: string) => ({
  RecordType: "Delivery",
  MessageID: messageId,
  Recipient: "requester@example.com",
  DeliveredAt: "2026-03-02T16:00:00Z",
  ServerID: 23,
  MessageStream: "outbound",
});

describe("Postmark bounce types by their meaning", () => {
  it("an auto-responder or a delay notice after a delivery leaves the report delivered", async () => {
    const row = await sentReport();
    expect((await post(delivery(row.emailId!))).status).toBe(200);
    const auto = await post(bounce(row.emailId!, "AutoResponder", 64));
    expect(await auto.json()).toMatchObject({ result: "ignored" });
    await post(bounce(row.emailId!, "Transient", 2));
    await post(bounce(row.emailId!, "SoftBounce", 4096));
    const after = await statusOf(row.id);
    expect(after.status).toBe("delivered");
    expect(after.bouncedAt).toBeNull();
  });

  it("a delay before delivery is noted without marking the report bounced", async () => {
    const row = await sentReport();
    await post(bounce(row.emailId!, "Transient", 2, { Description: "Message delayed" }));
    let after = await statusOf(row.id);
    expect(after.status).toBe("sent");
    expect(after.error).toMatch(/^Delayed: Transient: Message delayed/);
    await post(delivery(row.emailId!));
    after = await statusOf(row.id);
    expect(after.status).toBe("delivered");
  });

  it("a soft bounce before any delivery marks the report bounced", async () => {
    const row = await sentReport();
    await post(bounce(row.emailId!, "SoftBounce", 4096));
    expect((await statusOf(row.id)).status).toBe("bounced");
  });

  it("a hard bounce, a bad address or a deactivation marks it bounced even after a delivery", async () => {
    for (const [type, code] of [
      ["HardBounce", 1],
      ["BadEmailAddress", 100000],
      ["Blocked", 100006],
    ] as const) {
      const row = await sentReport();
      await post(delivery(row.emailId!));
      await post(bounce(row.emailId!, type, code));
      const after = await statusOf(row.id);
      expect(after.status, type).toBe("bounced");
      expect(after.error).toMatch(new RegExp(`^${type}`));
    }
    const row = await sentReport();
    await post(bounce(row.emailId!, "SoftBounce", 4096, { Inactive: true }));
    expect((await statusOf(row.id)).status).toBe("bounced");
  });

  it("classifies every documented bounce type (labelled corpus)", () => {
    const corpus: [string, number, ReturnType<typeof bounceMeaning>][] = [
      ["HardBounce", 1, "permanent"],
      ["Transient", 2, "delayed"],
      ["Unsubscribe", 16, "informational"],
      ["Subscribe", 32, "informational"],
      ["AutoResponder", 64, "informational"],
      ["AddressChange", 128, "informational"],
      ["DnsError", 256, "soft"],
      ["SpamNotification", 512, "informational"],
      ["OpenRelayTest", 1024, "informational"],
      ["Unknown", 2048, "soft"],
      ["SoftBounce", 4096, "soft"],
      ["VirusNotification", 8192, "informational"],
      ["ChallengeVerification", 16384, "informational"],
      ["BadEmailAddress", 100000, "permanent"],
      ["ManuallyDeactivated", 100002, "permanent"],
      ["Unconfirmed", 100003, "permanent"],
      ["Blocked", 100006, "permanent"],
      ["SMTPApiError", 100007, "permanent"],
      ["InboundError", 100008, "informational"],
      ["DMARCPolicy", 100009, "permanent"],
      ["TemplateRenderingFailed", 100010, "informational"],
    ];
    let right = 0;
    for (const [Type, TypeCode, want] of corpus) {
      const byName = bounceMeaning({ Type });
      const byCode = bounceMeaning({ TypeCode });
      if (byName === want && byCode === want) right++;
      else console.log(`misclassified ${Type}: ${byName}/${byCode}, expected ${want}`);
    }
    console.log(`bounce meaning accuracy: ${right}/${corpus.length}`);
    expect(right).toBe(corpus.length);
    // Unknown names lean toward caution (not delivered), deactivation always wins.
    expect(bounceMeaning({ Type: "SomethingNew" })).toBe("soft");
    expect(bounceMeaning({ Type: "AutoResponder", Inactive: true })).toBe("permanent");
  });
});
