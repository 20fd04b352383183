import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { PHASE_CLOCK, PHASE_SEEDS, seedPhaseCheck } from "../support/phase-fixtures";
import { PHASE_EMAILS, sendPhaseEmails } from "../support/phase-emails";
import { adminTrpc, createPaidCheck, payWithTestCard, receiptOf } from "../support/payments";

/**
 * One check in every phase, read through every server surface a requester meets (the public
 * status answer, the dashboard's list) on a real server and database: each says the same phase in
 * the same words, and none contradicts it ("calling" beside a waiting phase, "Completed" beside
 * "declined", an estimate inside a closed window).
 */
const ADMIN_API_TOKEN = "operator-token-for-phase-tests";
let t: TestApp;
let cookie: string;
const email = `phases.${Date.now()}@example.com`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // Real calling windows (the demo default calls at once, at any hour).
  t = await startTestApp({
    now: () => PHASE_CLOCK,
    env: { SIM_IGNORE_CALLING_WINDOWS: "false", ADMIN_API_TOKEN },
  });
  for (const name of Object.keys(PHASE_SEEDS)) ids[name] = await seedPhaseCheck(t.deps.db, email, name);
  cookie = await signIn(t, email);
});
afterAll(async () => t?.stop());

interface Words {
  badge: string;
  headline: string;
  next: string;
  money: string | null;
  estimate: string;
}
interface PhaseJson {
  kind: string;
  ended: boolean;
  references: {
    total: number;
    interviewed: number;
    notInterviewed: number;
    toCall: number;
    notCalled: number;
  };
  progress: number;
  estimate: string | null;
  words: Words;
  wait: { reason: string; holiday: string | null } | null;
}

const WAITING = [
  "awaiting_payment",
  "awaiting_candidate",
  "candidate_declined",
  "scheduled",
  "failed",
  "refunded",
];
const esc = (x: string) =>
  x
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
/** Words that say a report exists: a contradiction beside any phase but delivered. */
const DELIVERED_WORDS =
  /report (is )?(ready|delivered|attached)|(?<!not be )\bcompleted\b|report was e-mailed/i;
const CALLING_WORDS = /we're calling|calls started|has started|starting now|in progress|calling references/i;

describe("a check's phase on every surface", () => {
  it.each(Object.keys(PHASE_SEEDS))("%s: status answer and dashboard tell the same story", async (name) => {
    const status = (await (await fetch(`${t.url}/api/status/${ids[name]}`)).json()) as {
      status: string;
      phase: PhaseJson;
      progress: number;
      references: { badge: string; status: string }[];
    };
    const dash = (await (await fetch(`${t.url}/api/dashboard/checks`, { headers: { cookie } })).json()) as {
      checks: { publicId: string; phase: PhaseJson; overallProgress: number }[];
    };
    const row = dash.checks.find((c) => c.publicId === ids[name])!;
    const p = status.phase;

    expect(p.kind).toBe(PHASE_SEEDS[name]!.kind);
    // The same words on both surfaces, and the same progress.
    expect(row.phase.words).toEqual(p.words);
    expect(row.overallProgress).toBe(p.progress);

    const said = [
      p.words.badge,
      p.words.headline,
      p.words.next,
      p.words.estimate,
      ...status.references.map((r) => r.badge),
    ];
    if (WAITING.includes(p.kind)) for (const w of said) expect(w).not.toMatch(CALLING_WORDS);
    if (!["delivered", "partly_delivered"].includes(p.kind))
      for (const w of said.slice(0, 4)) expect(w).not.toMatch(/Completed|Delivered/);
    if (p.kind === "candidate_declined") {
      expect(status.references.map((r) => r.badge)).toEqual(["Not called"]);
      expect(p.progress).toBe(0);
    }
    expect(p.words.next.length).toBeGreaterThan(20);
    // A check that ended has nobody left "to call": a reference never dialled is "not called".
    if (p.ended) expect(p.references.toCall).toBe(0);
    if (p.kind === "refunded") expect(p.references.notCalled).toBe(1);
  });

  it("on Thanksgiving the authorized check names the holiday and plans the dialler's next opening, in the reference's time", async () => {
    const s = (await (await fetch(`${t.url}/api/status/${ids.scheduled_holiday}`)).json()) as {
      phase: PhaseJson;
      estimatedCompletion: string;
      references: { badge: string }[];
    };
    expect(s.phase.wait).toMatchObject({
      reason: "holiday",
      holiday: "Thanksgiving Day and Day after Thanksgiving Day",
    });
    // A San Francisco number: California also closes the day after Thanksgiving, as the dialler does.
    expect(s.phase.words.next).toContain("Mon, Nov 30, 9:00 AM PST");
    expect(s.references[0]!.badge).toBe("Scheduled");
    // Not "11:36 AM today": the estimate is after the next opening.
    expect(new Date(s.estimatedCompletion).getTime()).toBeGreaterThan(Date.parse("2026-11-30T17:00:00Z"));
  });

  it("the dashboard counts only scheduled, calling and analysing checks as in progress", async () => {
    const dash = (await (await fetch(`${t.url}/api/dashboard/checks`, { headers: { cookie } })).json()) as {
      pendingChecks: number;
      awaitingPaymentChecks: number;
      awaitingCandidateChecks: number;
    };
    expect(dash).toMatchObject({ pendingChecks: 3, awaitingPaymentChecks: 1, awaitingCandidateChecks: 2 });
  });

  it("a partial refund is stated with its amount and reason", async () => {
    const s = (await (await fetch(`${t.url}/api/status/${ids.partly_delivered}`)).json()) as {
      phase: PhaseJson;
    };
    expect(s.phase.words.money).toBe(
      "$29.00 of your $87.00 payment was refunded (Reference 3 could not be interviewed: Unreachable after 3 attempts).",
    );
  });

  it("the operator's detail view shows the same phase, and a reference's own zone before any call", async () => {
    const { referenceChecks } = await import("../../src/db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await t.deps.db
      .select({ id: referenceChecks.id })
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, ids.awaiting_payment!));
    const res = await fetch(`${t.url}/api/admin/checks/${row!.id}`, {
      headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const d = (await res.json()) as { phase: PhaseJson; references: { timezone: string }[] };
    const s = (await (await fetch(`${t.url}/api/status/${ids.awaiting_payment}`)).json()) as {
      phase: PhaseJson;
    };
    expect(d.phase.words).toEqual(s.phase.words);
    // A San Francisco number with no zone on its row yet: Pacific, not New York.
    expect(d.references[0]!.timezone).toBe("America/Los_Angeles");
  });

  it.each(Object.keys(PHASE_EMAILS))(
    "%s: every e-mail about the check words its state from the phase, with no contradiction",
    async (name) => {
      const status = (await (await fetch(`${t.url}/api/status/${ids[name]}`)).json()) as {
        phase: PhaseJson;
      };
      const mails = await sendPhaseEmails(t.deps, ids[name]!, name);
      // Which e-mails went out: as many as the phase calls for (none before payment).
      const expected = PHASE_EMAILS[name]!.filter((k) => !(name === "awaiting_payment" && k === "receipt"));
      expect(mails.length).toBeGreaterThanOrEqual(expected.length);
      for (const m of mails) {
        const p = status.phase;
        const said = `${m.subject}\n${m.text}`;
        if (m.to === email) {
          // The requester's e-mail: the phase's headline, next step and money, word for word.
          const after = (await (await fetch(`${t.url}/api/status/${ids[name]}`)).json()) as {
            phase: PhaseJson;
          };
          const w = after.phase.words;
          expect(said).toContain(`Where it stands: ${w.headline}`);
          expect(said).toContain(`What happens next: ${w.next}`);
          if (w.money) expect(said).toContain(w.money);
          // The HTML part says the same.
          expect(m.html ?? "").toContain(esc(`What happens next: ${w.next}`));
        } else {
          // The candidate's e-mail: nothing meant for the employer.
          expect(said).not.toContain(email);
          expect(said).not.toMatch(/your report|Paid:|refund/i);
        }
        if (WAITING.includes(p.kind)) expect(said).not.toMatch(CALLING_WORDS);
        if (!["delivered", "partly_delivered"].includes(p.kind)) expect(said).not.toMatch(DELIVERED_WORDS);
        if (p.kind === "candidate_declined") expect(said).not.toMatch(/unreachable|failed call/i);
      }
    },
  );

  it("an operator's partial refund is e-mailed to the requester with the amount and why", async () => {
    const c = await createPaidCheck(t, ["Pat Kim"]);
    const paid = await payWithTestCard(t, c.pay);
    const r = await adminTrpc(
      t,
      ADMIN_API_TOKEN,
      "admin.refund",
      { checkId: c.referenceCheckId, reason: "Goodwill credit: a call went out late", amount: 10 },
      "mutation",
    );
    expect(r.status).toBe(200);
    const { emailOutbox } = await import("../../src/db/schema");
    const { like } = await import("drizzle-orm");
    const [mail] = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `refund-notice:${c.referenceCheckId}:refund:%`));
    expect(mail?.subject).toMatch(/^Refund of \$10\.00 for the reference check of /);
    expect(mail!.textBody).toContain("We refunded $10.00 of your $29.00 payment");
    expect(mail!.textBody).toContain("Why: Goodwill credit: a call went out late");
    const s = (await (await fetch(`${t.url}/api/status/${c.id}`)).json()) as { phase: PhaseJson };
    expect(s.phase.words.money).toBe(
      "$10.00 of your $29.00 payment was refunded (Goodwill credit: a call went out late).",
    );
    expect(mail!.textBody).toContain(s.phase.words.money!);
    // The thank-you page's receipt lists what was bought and what came back, and why.
    const receipt = await receiptOf(t, { ...c.pay, sessionId: paid.paymentIntentId });
    expect(receipt.bought).toEqual({ references: 1, each: 29, total: 29 });
    expect(receipt.refunds).toEqual([
      { amount: 10, reason: "Goodwill credit: a call went out late", pending: false },
    ]);
    expect(receipt.net).toBe(19);
    expect(receipt.phase.words.money).toBe(s.phase.words.money);
  });
});
