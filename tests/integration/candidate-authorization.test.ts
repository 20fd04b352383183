import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReportData } from "../../src/services/reports/data";
import { signIn } from "../support/auth";
import {
  callLogs,
  candidateAuthorizations,
  checkReferences,
  emailOutbox,
  fraudDetectionLogs,
  referenceChecks,
  refunds,
  simCalls,
  simSms,
  smsMessages,
} from "../../src/db/schema";
import { sweepAuthorizations } from "../../src/services/authorization/sweep";
import { DISCLOSURE_VERSION, MESSAGES_AUTHORIZATION } from "../../src/shared/authorization";
import { checkPayload, startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";
import { loadCheckRow, payWithTestCard, postJson, receiptOf } from "../support/payments";

const ADMIN_API_TOKEN = "operator-token-for-authorization-tests";

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** A clock the test can move forward (the reminder and expiry tests); 0 = real time. */
let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    worker: true,
    now: () => new Date(Date.now() + offsetMs),
    env: { ADMIN_API_TOKEN, POSTAL_ADDRESS: "RefLine Disputes, 100 Main St, Springfield, IL 62701" },
  });
});
afterAll(async () => t?.stop());

interface Created {
  id: string;
  referenceCheckId: number;
  checkoutToken: string | null;
  awaitingAuthorization: boolean;
  pricingInfo: { price: number };
  message: string;
}

async function create(body: Record<string, unknown>): Promise<Created> {
  const res = await postJson(t, "/api/reference-checks", body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await res.json()) as Created;
}

const status = async (id: string) => (await fetch(`${t.url}/api/status/${id}`)).json();

async function mailTo(to: string, subject: RegExp, timeoutMs = 20_000) {
  return waitFor(
    async () => {
      const rows = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
      return rows.find((r) => subject.test(r.subject)) ?? null;
    },
    timeoutMs,
    `e-mail to ${to} matching ${subject}`,
  );
}

/** The link the candidate received, and its token. */
async function invitationToken(candidateEmail: string): Promise<string> {
  const mail = await mailTo(candidateEmail, /asks you to authorize/);
  // The token rides in the fragment only: no path or query of the link carries it.
  const m = /https?:\/\/\S+\/authorize#([A-Za-z0-9_-]{43})(?=\s|$)/.exec(mail.textBody);
  expect(m, mail.textBody).not.toBeNull();
  const link = new URL(m![0]);
  expect(link.pathname).toBe("/authorize");
  expect(link.search).toBe("");
  expect(link.hash).toBe(`#${m![1]}`);
  expect(mail.htmlBody ?? "").not.toMatch(new RegExp(`/authorize/${m![1]}`));
  return m![1]!;
}

const getPage = (token: string) => postJson(t, "/api/authorize/view", { token });
const authorize = (token: string, typedName = "Sam Lee") =>
  postJson(t, "/api/authorize", {
    token: token,
    typedName,
    agree: true,
    disclosureVersion: DISCLOSURE_VERSION,
  });

/** Nothing that reaches a reference exists for this check: no dial job, no call, no text. */
async function assertNothingReachedReferences(checkId: number, phones: string[]) {
  const dials = await t.deps.database.sql`
    select count(*)::int as n from pgboss.job where name = 'place-call' and (data->>'checkId')::int = ${checkId}`;
  expect(dials[0]!.n).toBe(0);
  const texts = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.referenceCheckId, checkId));
  expect(texts).toEqual([]);
  for (const phone of phones) {
    expect(await t.deps.db.select().from(simCalls).where(eq(simCalls.toNumber, phone))).toEqual([]);
    expect(await t.deps.db.select().from(simSms).where(eq(simSms.toNumber, phone))).toEqual([]);
  }
}

describe("requester-led check with the candidate's authorization", () => {
  it("waits, calls nobody, then runs to a report once the candidate authorizes", async () => {
    const candidateEmail = uniqueEmail("candidate");
    const phone = uniquePhone();
    const created = await create(
      checkPayload({
        candidateEmail,
        purposeCertified: true,
        reference1: { name: "Pat Kim", phone, relationship: "direct-manager" },
      }),
    );
    expect(created.awaitingAuthorization).toBe(true);
    expect(created.message).toContain("authorize");

    const token = await invitationToken(candidateEmail);
    // The worker had the time to run anything queued: still nothing dialled nor texted.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await status(created.id);
    expect(waiting.status).toBe("pending");
    expect(waiting.references.map((r: { status: string }) => r.status)).toEqual(["awaiting_authorization"]);
    expect(waiting.authorization).toMatchObject({
      state: "awaiting",
      waiting: true,
      referencesBy: "requester",
    });
    await assertNothingReachedReferences(created.referenceCheckId, [phone]);

    // The employer's certification is on the check: who, when, from which address.
    const row = await loadCheckRow(t, created.referenceCheckId);
    expect(row.certifiedBy).toBe(row.requesterEmail);
    expect(row.certifiedAt).toBeInstanceOf(Date);
    expect(row.certifiedIp).toBe("127.0.0.1");

    const page = await (await getPage(token)).json();
    expect(page).toMatchObject({ step: "authorize", employer: "Acme Corp", product: "RefLine" });
    expect(page.disclosure.version).toBe(DISCLOSURE_VERSION);
    expect(page.disclosure.paragraphs.join(" ")).toContain("investigative consumer report");
    expect(page.rights.length).toBeGreaterThan(3);

    const bad = await postJson(t, "/api/authorize", {
      token: token,
      typedName: " ",
      agree: false,
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("typedName: Please type your full name");

    const ok = await postJson(
      t,
      "/api/authorize",
      {
        token: token,
        typedName: "Sam Lee",
        agree: true,
        disclosureVersion: DISCLOSURE_VERSION,
      },
      { "user-agent": "CandidateBrowser/1.0" },
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).step).toBe("done");
    const [auth] = await t.deps.db
      .select()
      .from(candidateAuthorizations)
      .where(eq(candidateAuthorizations.referenceCheckId, created.referenceCheckId));
    expect(auth).toMatchObject({
      state: "authorized",
      typedName: "Sam Lee",
      disclosureVersion: DISCLOSURE_VERSION,
      ipAddress: "127.0.0.1",
      userAgent: "CandidateBrowser/1.0",
    });
    expect(auth!.authorizedAt).toBeInstanceOf(Date);
    // The operator's detail view shows the record and the employer's certification, never the token.
    const detailRes = await fetch(`${t.url}/api/admin/checks/${created.referenceCheckId}`, {
      headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
    });
    expect(detailRes.status).toBe(200);
    const detailText = await detailRes.text();
    const detail = JSON.parse(detailText);
    expect(detail.authorization).toMatchObject({
      state: "authorized",
      typedName: "Sam Lee",
      disclosureVersion: DISCLOSURE_VERSION,
      ipAddress: "127.0.0.1",
    });
    expect(detail.certification).toMatchObject({ ip: "127.0.0.1" });
    expect(detail.timeline.map((e: { text: string }) => e.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Candidate invited/),
        'Candidate authorized as "Sam Lee" (disclosure ' + DISCLOSURE_VERSION + ")",
      ]),
    );
    expect(detailText).not.toContain(auth!.tokenHash);
    expect(detailText).not.toContain(auth!.tokenNonce);

    const done = await waitFor(
      async () => {
        const s = await status(created.id);
        return s.status === "completed" ? s : null;
      },
      120_000,
      "check completed",
    );
    expect(done.references[0].status).toBe("completed");
    expect(new Date(done.estimatedCompletion).getTime()).toBeGreaterThan(auth!.authorizedAt!.getTime());

    // The reference heard it, and the report's consent record carries it.
    const logs = await t.deps.db
      .select()
      .from(callLogs)
      .where(eq(callLogs.referenceCheckId, created.referenceCheckId));
    expect(logs.find((l) => l.outcome === "completed")!.transcript).toContain(
      "Sam Lee has authorized this reference check.",
    );
    const requesterEmail = row.requesterEmail;
    const reportMail = await waitFor(
      async () =>
        (await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, requesterEmail))).find(
          (m) => m.attachments.length > 0,
        ),
      30_000,
      "report e-mail",
    );
    const reportText = await pdfText(Buffer.from(reportMail.attachments[0]!.content, "base64"));
    expect(reportText).toContain('The candidate authorized this check, typing the name "Sam Lee"');
    expect(reportText).toContain(`disclosure version ${DISCLOSURE_VERSION}`);

    // The requester's dashboard: the pre-adverse-action packet, for the owner only.
    const cookie = await signIn(t, requesterEmail);
    const listed = await (await fetch(`${t.url}/api/dashboard/checks`, { headers: { cookie } })).json();
    expect(listed.checks[0].authorization).toMatchObject({
      state: "authorized",
      waiting: false,
      reportCopy: "none",
    });
    const packet = await fetch(`${t.url}/api/dashboard/packet/${created.referenceCheckId}`, {
      headers: { cookie },
    });
    expect(packet.status).toBe(200);
    expect(packet.headers.get("content-type")).toBe("application/pdf");
    const packetText = await pdfText(Buffer.from(await packet.arrayBuffer()));
    expect(packetText).toContain("Summary of your rights");
    expect(packetText).toContain("You have the right to dispute incomplete or inaccurate information");
    expect(packetText).toContain("Reference Report: Sam Lee");
    const stranger = await signIn(t, uniqueEmail("stranger"));
    const notYours = await fetch(`${t.url}/api/dashboard/packet/${created.referenceCheckId}`, {
      headers: { cookie: stranger },
    });
    expect(notYours.status).toBe(404);

    // The candidate asks for their copy; it goes out only once the requester approves.
    const early = await postJson(t, `/api/dashboard/report-copy/${created.referenceCheckId}`, {}, { cookie });
    expect(early.status).toBe(409);
    const ask = await postJson(t, "/api/authorize/report-copy", { token: token });
    expect((await ask.json()).reportCopy).toBe("requested");
    await mailTo(requesterEmail, /asks for a copy of their reference report/);
    const strangerApproval = await postJson(
      t,
      `/api/dashboard/report-copy/${created.referenceCheckId}`,
      {},
      { cookie: stranger },
    );
    expect(strangerApproval.status).toBe(404);
    expect(
      (await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, candidateEmail))).filter(
        (m) => /Your copy/.test(m.subject),
      ),
    ).toEqual([]);
    const approve = await postJson(
      t,
      `/api/dashboard/report-copy/${created.referenceCheckId}`,
      {},
      { cookie },
    );
    expect(approve.status).toBe(200);
    const copy = await mailTo(candidateEmail, /^Your copy of the reference report/, 30_000);
    expect(copy.attachments[0]!.filename).toMatch(/^Candidate_Packet_Sam_Lee_\d+\.pdf$/);
    // The candidate's copy names how to dispute, shows nobody's e-mail, and its disclaimer is theirs.
    const copyText = (await pdfText(Buffer.from(copy.attachments[0]!.content, "base64"))).replace(
      /\s+/g,
      " ",
    );
    expect(copyText).toContain(
      `you may dispute it with RefLine: write to ${t.config.env.SUPPORT_EMAIL} or by post to RefLine Disputes, 100 Main St, Springfield, IL 62701`,
    );
    expect(copyText).not.toContain(requesterEmail);
    expect(copyText).not.toContain("Confidential: for");
    expect(copyText).not.toContain("Only the employer who commissioned this check receives this report");
    expect(copyText).toContain(
      "This is your copy of the report the employer who commissioned the check received.",
    );
    expect((await (await getPage(token)).json()).reportCopy).toBe("approved");

    // Used once: the link answers no second authorization nor a decline.
    expect((await authorize(token)).status).toBe(409);
    const again = await postJson(t, "/api/authorize/decline", { token: token });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(MESSAGES_AUTHORIZATION.alreadyAnswered);
  });

  it("a decline calls nobody, fails the check, refunds a paid check in full and tells the requester", async () => {
    const candidateEmail = uniqueEmail("candidate");
    const phone = uniquePhone();
    const created = await create(
      checkPayload({
        freeCheck: false,
        isFirstTimeUser: false,
        candidateEmail,
        purposeCertified: true,
        reference1: { name: "Pat Kim", phone, relationship: "direct-manager" },
      }),
    );
    // Not paid: the candidate is not e-mailed (the form cannot be used to mail strangers).
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, candidateEmail)),
    ).toEqual([]);
    await payWithTestCard(t, {
      referenceCheckId: created.referenceCheckId,
      checkoutToken: created.checkoutToken!,
    });
    const token = await invitationToken(candidateEmail);

    const res = await postJson(t, "/api/authorize/decline", { token: token });
    expect(res.status).toBe(200);
    expect((await res.json()).step).toBe("declined");
    const check = await waitFor(
      async () => {
        const c = await loadCheckRow(t, created.referenceCheckId);
        return c.paymentStatus === "refunded" ? c : null;
      },
      30_000,
      "full refund",
    );
    expect(check.status).toBe("failed");
    expect(Number(check.amountRefunded)).toBe(Number(check.priceCharged));
    const mail = await mailTo(check.requesterEmail, /declined the reference check/);
    expect(mail.textBody).toContain("Your reference check for Sam Lee");
    expect(mail.textBody).toContain("What happens next: No reference was called and no report will be made.");
    expect(mail.textBody).toContain(`$${Number(check.priceCharged).toFixed(2)}`);
    const s = await status(created.id);
    expect(s.status).toBe("failed");
    expect(s.authorization.state).toBe("declined");
    expect(s.references[0].status).toBe("failed");
    await assertNothingReachedReferences(created.referenceCheckId, [phone]);
    // Declined stays declined.
    expect((await authorize(token)).status).toBe(409);
  });
});

describe("candidate-led check", () => {
  it("invite → authorization → the candidate's references → calls → report; unused references refunded", async () => {
    const candidateEmail = uniqueEmail("candidate");
    const created = await create({
      requesterEmail: uniqueEmail(),
      candidateName: "Sam Lee",
      role: "Senior Engineer",
      companyName: "Acme Corp",
      candidateEmail,
      referencesBy: "candidate",
      purposeCertified: true,
      termsAccepted: true,
      consentGiven: true,
    });
    expect(created.pricingInfo.price).toBeGreaterThan(0);
    const paid = await payWithTestCard(t, {
      referenceCheckId: created.referenceCheckId,
      checkoutToken: created.checkoutToken!,
    });
    const token = await invitationToken(candidateEmail);
    const waiting = await status(created.id);
    expect(waiting.references).toEqual([]);
    expect(waiting.authorization).toMatchObject({ waiting: true, referencesBy: "candidate" });

    // References first is refused: authorization comes first.
    const early = await postJson(t, "/api/authorize/references", {
      token: token,
      reference1: { name: "Pat Kim", phone: uniquePhone(), relationship: "direct-manager" },
    });
    expect(early.status).toBe(409);
    expect(await early.text()).toBe(MESSAGES_AUTHORIZATION.notAuthorized);

    const ok = await authorize(token);
    expect((await ok.json()).step).toBe("references");
    // Still nothing to call, and the check still waits.
    expect((await status(created.id)).authorization.waiting).toBe(true);

    // The form's rules: a bad phone names the field; a half-filled reference is refused.
    const badPhone = await postJson(t, "/api/authorize/references", {
      token: token,
      reference1: { name: "Pat Kim", phone: "12", relationship: "direct-manager" },
    });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.text()).toBe("reference1.phone: Please enter a valid phone number (10+ digits)");
    const half = await postJson(t, "/api/authorize/references", {
      token: token,
      reference1: { name: "Pat Kim", phone: uniquePhone(), relationship: "direct-manager" },
      reference2: { name: "Lee Park" },
    });
    expect(half.status).toBe(400);
    expect(await half.text()).toContain("Incomplete reference info");

    const phones = [uniquePhone(), uniquePhone()];
    const entered = await postJson(t, "/api/authorize/references", {
      token: token,
      reference1: { name: "Pat Kim", phone: phones[0], relationship: "direct-manager" },
      reference2: { name: "Lee Park", phone: phones[1], relationship: "colleague" },
    });
    expect(entered.status).toBe(200);
    expect((await entered.json()).step).toBe("done");
    const again = await postJson(t, "/api/authorize/references", {
      token: token,
      reference1: { name: "Other Person", phone: uniquePhone(), relationship: "colleague" },
    });
    expect(again.status).toBe(409);

    const done = await waitFor(
      async () => {
        const s = await status(created.id);
        return s.status === "completed" ? s : null;
      },
      120_000,
      "candidate-led check completed",
    );
    expect(done.references.map((r: { name: string }) => r.name)).toEqual(["Pat Kim", "Lee Park"]);
    const check = await loadCheckRow(t, created.referenceCheckId);
    // Priced for three, two entered: one third back.
    const back = await t.deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, check.id));
    const third = (Number(check.priceCharged) / 3).toFixed(2);
    expect(back.find((r) => r.idempotencyKey.endsWith(":unused-references"))?.amount).toBe(third);
    // The requester is told what came back, how much and why; the receipt lists what was bought.
    const mails = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, check.requesterEmail));
    const notice = await waitFor(
      async () =>
        (
          await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, check.requesterEmail))
        ).find((m) => m.subject.startsWith("Refund of")),
      30_000,
      "refund notice",
    );
    expect(notice.subject).toBe(`Refund of $${third} for the reference check of Sam Lee`);
    expect(notice.textBody).toContain(
      `We refunded $${third} of your $${Number(check.priceCharged).toFixed(2)} payment`,
    );
    expect(notice.textBody).toContain(
      "Why: the candidate entered 2 of the 3 references you paid for, so the unused reference is refunded.",
    );
    const receipt = mails.find((m) => m.tag === "receipt");
    expect(receipt?.textBody).toMatch(/, 3 references at \$\d+\.\d{2} each/);
    // The status answers the money in the same words.
    const money = (await status(created.id)).phase.words.money as string;
    expect(money).toContain(
      `$${third} of your $${Number(check.priceCharged).toFixed(2)} payment was refunded`,
    );
    // The thank-you page's receipt: three references bought, one of them back, with why.
    const page = await receiptOf(t, {
      referenceCheckId: created.referenceCheckId,
      checkoutToken: created.checkoutToken!,
      sessionId: paid.paymentIntentId,
    });
    const price = Number(check.priceCharged);
    expect(page.bought).toEqual({ references: 3, each: Number(third), total: price });
    expect(page.refunds).toEqual([
      {
        amount: Number(third),
        reason: "The candidate entered 2 of the 3 references paid for: the unused reference is refunded.",
        pending: false,
      },
    ]);
    expect(page.net).toBe(Math.round((price - Number(third)) * 100) / 100);
    expect(page.phase.words.money).toBe(money);
    const report = await waitFor(
      async () =>
        (
          await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, check.requesterEmail))
        ).find((m) => m.attachments.length > 0),
      30_000,
      "report e-mail",
    );
    expect(report.attachments[0]!.filename).toMatch(/^Reference_Report_Sam_Lee/);
  });

  it("the candidate's references get the form's fraud signals: a reference named like the candidate, a phone given for another candidate", async () => {
    // A phone already given as a reference for someone else.
    const shared = uniquePhone();
    const other = await create(
      checkPayload({
        candidateName: "Robin Diaz",
        reference1: { name: "Kim Shore", phone: shared, relationship: "colleague" },
      }),
    );
    expect(other.referenceCheckId).toBeGreaterThan(0);
    const candidateEmail = uniqueEmail("candidate");
    const created = await create({
      requesterEmail: uniqueEmail(),
      candidateName: "Sam Lee",
      role: "Senior Engineer",
      companyName: "Acme Corp",
      candidateEmail,
      referencesBy: "candidate",
      purposeCertified: true,
      termsAccepted: true,
      consentGiven: true,
    });
    await payWithTestCard(t, {
      referenceCheckId: created.referenceCheckId,
      checkoutToken: created.checkoutToken!,
    });
    const token = await invitationToken(candidateEmail);
    expect((await authorize(token)).status).toBe(200);
    const entered = await postJson(t, "/api/authorize/references", {
      token: token,
      reference1: { name: "Sam Lee", phone: uniquePhone(), relationship: "colleague" },
      reference2: { name: "Jo Marsh", phone: shared, relationship: "direct-manager" },
    });
    expect(entered.status).toBe(200);
    const check = await loadCheckRow(t, created.referenceCheckId);
    expect(check.fraudSuspected).toBe(true);
    const reasons = check.fraudReasons ?? [];
    expect(
      reasons.some((r) => /named like the candidate|same name as the candidate|candidate's name/i.test(r)),
    ).toBe(true);
    expect(reasons.some((r) => r.includes(`ending ${shared.slice(-4)}`) && /other candidate/.test(r))).toBe(
      true,
    );
    const logged = await t.deps.db
      .select()
      .from(fraudDetectionLogs)
      .where(eq(fraudDetectionLogs.referenceCheckId, check.id));
    expect(logged.map((l) => l.fraudType).sort()).toEqual(expect.arrayContaining(["reference_phone_reused"]));
  });

  it("refuses a candidate-led request that carries references or lacks the candidate's e-mail", async () => {
    const base = checkPayload({ referencesBy: "candidate", purposeCertified: true });
    const withRefs = await postJson(t, "/api/reference-checks", {
      ...base,
      candidateEmail: uniqueEmail("c"),
    });
    expect(withRefs.status).toBe(400);
    expect(await withRefs.text()).toBe("reference1: Leave the references out: the candidate enters them");
    const { reference1: _r, ...noRefs } = base;
    const noEmail = await postJson(t, "/api/reference-checks", noRefs);
    expect(noEmail.status).toBe(400);
    expect(await noEmail.text()).toBe("candidateEmail: The candidate's e-mail is required to invite them");
    const uncertified = await postJson(
      t,
      "/api/reference-checks",
      checkPayload({ candidateEmail: uniqueEmail("c") }),
    );
    expect(uncertified.status).toBe(400);
    expect(await uncertified.text()).toBe("purposeCertified: You must certify the purpose of this check");
  });
});

describe("the spec's payload", () => {
  it("works as before: no authorization, calls start at once", async () => {
    const created = await create(checkPayload());
    expect(created.awaitingAuthorization).toBe(false);
    const s = await status(created.id);
    expect(s.status).toBe("processing");
    expect(s.authorization).toBeNull();
    const data = await loadReportData(t.deps.db, created.referenceCheckId, new Date(), "RefLine");
    expect(data.candidateAuthorization).toBe("No candidate authorization is on file for this check.");
  });
});

describe("tokens", () => {
  it("cannot be guessed, are single-purpose, and reach only their own check", async () => {
    const guess = randomBytes(32).toString("base64url");
    // A well-formed token that opens nothing: the same 404 whether or not a check exists.
    for (const token of [guess, "A".repeat(43)]) {
      const res = await getPage(token);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(MESSAGES_AUTHORIZATION.invalidLink);
      expect((await authorize(token)).status).toBe(404);
    }
    // A missing, short or garbage token: a 400 that names the field, on every route.
    const bad: [unknown, RegExp][] = [
      [undefined, /^token: .*required/],
      ["", /^token: The authorization link's token is required/],
      ["short", /^token: The authorization link's token is not valid/],
      ["../../etc/passwd", /^token: The authorization link's token is not valid/],
      [42, /^token: /],
      ["x".repeat(500), /^token: The authorization link's token is too long/],
    ];
    for (const path of ["view", "", "decline", "references", "report-copy"])
      for (const [token, message] of bad) {
        const res = await postJson(
          t,
          `/api/authorize${path && "/"}${path}`,
          { token },
          { accept: "application/json" },
        );
        expect(res.status, `${path} ${String(token)}`).toBe(400);
        const body = (await res.json()) as { error: string; fieldErrors?: Record<string, string[]> };
        expect(body.error, `${path} ${String(token)}`).toMatch(message);
        expect(body.fieldErrors?.token?.length, `${path} ${String(token)}`).toBeGreaterThan(0);
      }
    // A body that is not JSON at all is a 4xx too, never a 500.
    const garbage = await fetch(`${t.url}/api/authorize/view`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
    // The old token-in-path API routes are gone.
    expect((await fetch(`${t.url}/api/authorize/${guess}`)).status).toBe(404);
    const a = uniqueEmail("candidate-a");
    const b = uniqueEmail("candidate-b");
    const mk = (candidateEmail: string, candidateName: string) =>
      create(checkPayload({ candidateEmail, candidateName, purposeCertified: true }));
    const checkA = await mk(a, "Alex Stone");
    const checkB = await mk(b, "Blair Hill");
    const tokenA = await invitationToken(a);
    // The database holds no token: only its hash (and a nonce useless without the key).
    const rows = await t.deps.database.sql`
      select count(*)::int as n from candidate_authorizations where token_hash = ${tokenA} or token_nonce = ${tokenA}`;
    expect(rows[0]!.n).toBe(0);
    // A's token shows and answers A only; B still waits.
    expect((await (await getPage(tokenA)).json()).candidateName).toBe("Alex Stone");
    const body = {
      typedName: "Alex Stone",
      agree: true,
      disclosureVersion: DISCLOSURE_VERSION,
      referenceCheckId: checkB.referenceCheckId,
      id: checkB.id,
    };
    expect((await postJson(t, "/api/authorize", { ...body, token: tokenA })).status).toBe(200);
    expect((await status(checkA.id)).authorization.state).toBe("authorized");
    expect((await status(checkB.id)).authorization.state).toBe("awaiting");
    // /admin shows which checks wait for the candidate.
    const admin = (await (
      await fetch(`${t.url}/api/admin/reference-checks?limit=100`, {
        headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
      })
    ).json()) as { id: number; awaitingAuthorization: boolean }[];
    expect(admin.find((c) => c.id === checkB.referenceCheckId)?.awaitingAuthorization).toBe(true);
    expect(admin.find((c) => c.id === checkA.referenceCheckId)?.awaitingAuthorization).toBe(false);
    // A requester-led token never adds references.
    const refs = await postJson(t, "/api/authorize/references", {
      token: tokenA,
      reference1: { name: "Mallory", phone: uniquePhone(), relationship: "colleague" },
    });
    expect(refs.status).toBe(409);
    const [n] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkA.referenceCheckId));
    expect(n!.n).toBe(1);
    // A stale disclosure version is refused (the candidate reads the current one first).
    const tokenB = await invitationToken(b);
    const stale = await postJson(t, "/api/authorize", {
      token: tokenB,
      typedName: "Blair Hill",
      agree: true,
      disclosureVersion: "old",
    });
    expect(stale.status).toBe(409);
  });
});

describe("reminder and expiry (shifted clock)", () => {
  it("reminds once after 48 hours and ends the check after 7 days", async () => {
    const candidateEmail = uniqueEmail("candidate");
    const phone = uniquePhone();
    const created = await create(
      checkPayload({
        candidateEmail,
        purposeCertified: true,
        reference1: { name: "Pat Kim", phone, relationship: "colleague" },
      }),
    );
    const token = await invitationToken(candidateEmail);
    const hours = (h: number) => h * 3_600_000;
    try {
      offsetMs = hours(47);
      await sweepAuthorizations(t.deps);
      offsetMs = hours(49);
      expect((await sweepAuthorizations(t.deps)).reminded).toBeGreaterThanOrEqual(1);
      const reminder = await mailTo(candidateEmail, /^Reminder:/);
      expect(reminder.textBody).toContain(`/authorize#${token}`);
      await sweepAuthorizations(t.deps);
      offsetMs = hours(7 * 24) + 60_000;
      // Past the 7 days the link is closed even before the sweep runs.
      const late = await authorize(token);
      expect(late.status).toBe(409);
      expect(await late.text()).toBe(MESSAGES_AUTHORIZATION.expired);
      expect((await sweepAuthorizations(t.deps)).expired).toBeGreaterThanOrEqual(1);
      const reminders = (
        await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, candidateEmail))
      ).filter((m) => m.subject.startsWith("Reminder:"));
      expect(reminders).toHaveLength(1);
      const check = await loadCheckRow(t, created.referenceCheckId);
      expect(check.status).toBe("failed");
      expect(check.failureReason).toContain("within 7 days");
      await mailTo(check.requesterEmail, /did not authorize the reference check in time/);
      expect((await (await getPage(token)).json()).step).toBe("expired");
      await assertNothingReachedReferences(created.referenceCheckId, [phone]);
      const [row] = await t.deps.db
        .select()
        .from(referenceChecks)
        .where(eq(referenceChecks.id, created.referenceCheckId));
      expect(row!.status).toBe("failed");
    } finally {
      offsetMs = 0;
    }
  });
});
