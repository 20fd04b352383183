import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, referenceChecks, reportFiles } from "../../src/db/schema";
import { checkPayload, startTestApp, uniqueEmail, uniquePhone, type TestApp } from "../support/app";
import { signIn } from "../support/auth";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

async function submit(overrides: Record<string, unknown>) {
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload(overrides)),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; referenceCheckId: number };
}

/** Stand-in PDF bytes per design (the rendering itself is the report pipeline's, tested there and end to end). */
const pdfBytes = (design: string, checkId: number) =>
  Buffer.from(`%PDF-1.4\n% ${design} report for check ${checkId}\n%%EOF\n`);

/** Finishes a check as the pipeline leaves it: references done, both designs stored, completed. */
async function complete(checkId: number, designs: ("standard" | "enhanced")[] = ["standard", "enhanced"]) {
  await t.deps.db
    .update(checkReferences)
    .set({ status: "completed" })
    .where(eq(checkReferences.referenceCheckId, checkId));
  for (const design of designs) {
    const content = pdfBytes(design, checkId);
    await t.deps.db.insert(reportFiles).values({
      referenceCheckId: checkId,
      design,
      fileName: `${design}.pdf`,
      content,
      sizeBytes: content.length,
    });
  }
  await t.deps.db
    .update(referenceChecks)
    .set({ status: "completed", reportGenerated: true })
    .where(eq(referenceChecks.id, checkId));
}

const get = (path: string, cookie?: string) =>
  fetch(`${t.url}${path}`, { headers: cookie ? { cookie } : {} });

describe("customer dashboard", () => {
  it("lists only the signed-in customer's checks, with the spec's fields", async () => {
    const alice = uniqueEmail("alice");
    const bob = uniqueEmail("bob");
    const a1 = await submit({
      requesterEmail: alice.toUpperCase(),
      candidateName: "Ada Lovelace",
      role: "Analyst",
      companyName: "Engines Ltd",
      reference2: { name: "Second Ref", phone: uniquePhone(), relationship: "colleague" },
    });
    await submit({
      requesterEmail: alice,
      candidateName: "Grace Hopper",
      freeCheck: false,
      isFirstTimeUser: false,
    });
    await submit({ requesterEmail: bob, candidateName: "Bob's Candidate" });
    await t.deps.db
      .update(checkReferences)
      .set({ status: "completed" })
      .where(
        and(eq(checkReferences.referenceCheckId, a1.referenceCheckId), eq(checkReferences.referenceIndex, 1)),
      );
    await t.deps.db
      .update(checkReferences)
      .set({ status: "in_progress" })
      .where(
        and(eq(checkReferences.referenceCheckId, a1.referenceCheckId), eq(checkReferences.referenceIndex, 2)),
      );

    const cookie = await signIn(t, alice);
    const res = await get("/api/dashboard/checks", cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalChecks).toBe(2);
    expect(body.completedChecks).toBe(0);
    // Grace Hopper's check waits for its payment: not "In Progress", and offered for payment.
    expect(body.pendingChecks).toBe(1);
    expect(body.awaitingPaymentChecks).toBe(1);
    expect(
      body.checks.find((c: { candidateName: string }) => c.candidateName === "Grace Hopper"),
    ).toMatchObject({ awaitingPayment: true, amount: 29 });
    expect(body.checks.map((c: { candidateName: string }) => c.candidateName).sort()).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
    ]);
    const ada = body.checks.find((c: { candidateName: string }) => c.candidateName === "Ada Lovelace");
    expect(ada).toMatchObject({
      id: a1.referenceCheckId,
      publicId: a1.id,
      candidateRole: "Analyst",
      companyName: "Engines Ltd",
      status: "processing",
      totalReferences: 2,
      completedReferences: 1,
      pendingReferences: 1,
      overallProgress: 50,
      paymentStatus: "free",
    });
    expect(new Date(ada.createdAt).getTime()).not.toBeNaN();
    const grace = body.checks.find((c: { candidateName: string }) => c.candidateName === "Grace Hopper");
    expect(grace).toMatchObject({ status: "pending", paymentStatus: "pending", overallProgress: 0 });
  });

  it("needs a session", async () => {
    const res = await get("/api/dashboard/checks");
    expect(res.status).toBe(401);
    expect(await res.text()).toBe("Sign in required");
  });

  it("downloads the owner's report under the spec's file name; another customer gets 404", async () => {
    const owner = uniqueEmail("owner");
    const created = await submit({ requesterEmail: owner, candidateName: "Mary Jane Watson" });
    const id = created.referenceCheckId;
    const ownerCookie = await signIn(t, owner);

    // Not completed yet: no report is offered.
    const early = await get(`/api/dashboard/download/${id}`, ownerCookie);
    expect(early.status).toBe(409);
    expect(await early.text()).toMatch(/not ready yet/);

    await complete(id);
    const res = await get(`/api/dashboard/download/${id}`, ownerCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Reference_Report_Mary_Jane_Watson_${id}.pdf"`,
    );
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdfBytes("standard", id));

    const list = await (await get("/api/dashboard/checks", ownerCookie)).json();
    expect(list.completedChecks).toBe(1);
    expect(list.checks[0].overallProgress).toBe(100);

    // Another signed-in customer: the same 404 as a check that does not exist.
    const other = await signIn(t, uniqueEmail("other"));
    for (const path of [`/api/dashboard/download/${id}`, `/api/dashboard/download-beautiful/${id}`]) {
      const r = await get(path, other);
      expect(r.status, path).toBe(404);
      expect(await r.text()).toBe("Reference check not found");
    }
    expect((await get(`/api/dashboard/download/999999`, other)).status).toBe(404);
    const otherList = await (await get("/api/dashboard/checks", other)).json();
    expect(otherList.checks).toEqual([]);
    // Signed out: 401, never the file.
    expect((await get(`/api/dashboard/download/${id}`)).status).toBe(401);
  });

  it("serves the Enhanced design under its own file name, and says so when it is missing", async () => {
    const owner = uniqueEmail("enhanced");
    const created = await submit({ requesterEmail: owner, candidateName: "Kim Possible" });
    const id = created.referenceCheckId;
    await complete(id);
    const cookie = await signIn(t, owner);
    const res = await get(`/api/dashboard/download-beautiful/${id}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Beautiful_Report_Kim_Possible_${id}.pdf"`,
    );
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdfBytes("enhanced", id));

    const only = await submit({
      requesterEmail: owner,
      candidateName: "Ron Stoppable",
      freeCheck: false,
      isFirstTimeUser: false,
    });
    await complete(only.referenceCheckId, ["standard"]);
    const missing = await get(`/api/dashboard/download-beautiful/${only.referenceCheckId}`, cookie);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("The Enhanced report is not available for this check");
  });

  it("answers 400 naming the field for a malformed id", async () => {
    const cookie = await signIn(t, uniqueEmail("bad"));
    const res = await get(`/api/dashboard/download/abc`, cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^id: /);
  });
});
