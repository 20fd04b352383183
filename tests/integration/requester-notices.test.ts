import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getReportFile } from "../../src/services/reports/files";
import { pdfText } from "../support/pdf";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { createPaidCheck, loadCheckRow, payWithTestCard, postJson } from "../support/payments";

/**
 * What the requester is told, by e-mail and on the status API: a paid check that fails completely
 * (each reference's outcome and the refund), a free one, and the receipt of a paid check. Real
 * worker, simulated carrier playing each persona, simulated payments and outbox.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true });
});
afterAll(async () => t?.stop());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
const outbox = async () => (await (await fetch(`${t.url}/api/dev/outbox`)).json()) as OutboxMail[];
const mailTo = (email: string, subject: RegExp, label: string) =>
  waitFor(async () => (await outbox()).find((m) => m.to === email && subject.test(m.subject)), 60_000, label);

describe("a check that fails completely", () => {
  it("paid, only a reference who refuses: refunded in full, e-mailed, and the status says so", async () => {
    const c = await createPaidCheck(t, ["Robin Refuse"]);
    await payWithTestCard(t, c.pay);
    await waitFor(
      async () => {
        const row = await c.check();
        return row.status === "failed" && row.paymentStatus === "refunded";
      },
      60_000,
      "failed and refunded",
    );
    const row = await c.check();
    const mail = await mailTo(row.requesterEmail, /could not be completed/, "failure e-mail");
    expect(mail.subject).toBe("Your RefLine reference check for Sam Lee could not be completed");
    expect(mail.text).toContain("Robin Refuse (Direct manager): answered but declined to be recorded");
    expect(mail.text).toContain("Refunded: $29.00.");
    expect(mail.text).toContain("Your payment of $29.00 was refunded in full");
    expect(mail.text).not.toMatch(/unreachable|could not be reached/i);
    expect(mail.text).toContain(`/check-status/${row.publicId}`);

    const status = await (await fetch(`${t.url}/api/status/${row.publicId}`)).json();
    expect(status).toMatchObject({
      status: "failed",
      paymentStatus: "refunded",
      priceCharged: 29,
      amountRefunded: 29,
      failureReason: "No reference could be interviewed.",
    });
    expect(status.references[0]).toMatchObject({ status: "failed", outcome: "declined" });
    // One notice per check, however often the check is re-evaluated.
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      (await outbox()).filter((m) => m.to === row.requesterEmail && /could not be/.test(m.subject)),
    ).toHaveLength(1);
  });

  it("free, a wrong number and an unreachable one: each outcome named, nothing charged", async () => {
    const email = `free.fail.${Date.now()}@example.com`;
    const res = await postJson(
      t,
      "/api/reference-checks",
      checkPayload({
        requesterEmail: email,
        reference1: { name: "Wrong Wanda", phone: uniquePhone(), relationship: "colleague" },
        reference2: { name: "Nora No Answer", phone: uniquePhone(), relationship: "client" },
      }),
    );
    expect(res.status).toBe(201);
    const mail = await mailTo(email, /could not be completed/, "free failure e-mail");
    expect(mail.text).toContain("Wrong Wanda (Colleague): the number did not reach this person");
    expect(mail.text).toContain("Nora No Answer (Client): could not be reached after 3 attempts.");
    expect(mail.text).toContain("This check is free: nothing was charged");
    const created = (await res.json()) as { id: string };
    const status = await (await fetch(`${t.url}/api/status/${created.id}`)).json();
    expect(status.references.map((r: { outcome: string }) => r.outcome)).toEqual([
      "wrong_number",
      "unreachable",
    ]);
  });
});

describe("receipts", () => {
  it("a paid check gets one receipt e-mail from the product when payments are simulated", async () => {
    const modes = await (await fetch(`${t.url}/trpc/site.providerModes`)).json();
    expect(modes.result.data.json.receiptSender).toBe("product");
    const c = await createPaidCheck(t, ["Pat Kim", "Lee Ray"]);
    const intent = await payWithTestCard(t, c.pay);
    const row = await loadCheckRow(t, c.referenceCheckId);
    const mail = await mailTo(row.requesterEmail, /receipt/, "receipt e-mail");
    expect(mail.subject).toBe("Your RefLine receipt: $58.00 for the reference check of Sam Lee");
    expect(mail.text).toContain("Amount paid: $58.00 (USD)");
    expect(mail.text).toContain("2 references");
    expect(mail.text).toContain(`Payment reference: ${intent.paymentIntentId}`);
    expect(mail.text).toContain("Simulated payment: no card was charged.");
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      (await outbox()).filter((m) => m.to === row.requesterEmail && /receipt/.test(m.subject)),
    ).toHaveLength(1);
  });

  it("a free check gets no receipt; its report marks the simulated call's time as a demo's", async () => {
    const email = `free.receipt.${Date.now()}@example.com`;
    const res = await postJson(t, "/api/reference-checks", checkPayload({ requesterEmail: email }));
    const { referenceCheckId } = (await res.json()) as { referenceCheckId: number };
    await mailTo(email, /reference report/, "report e-mail");
    expect((await outbox()).filter((m) => m.to === email && /receipt/.test(m.subject))).toHaveLength(0);
    for (const design of ["standard", "enhanced"] as const) {
      const file = await waitFor(() => getReportFile(t.deps, referenceCheckId, design), 60_000, design);
      const text = (await pdfText(file.content)).replace(/\s+/g, " ");
      expect(text, design).toContain("(simulated demo call, on the simulated clock)");
    }
  });
});
