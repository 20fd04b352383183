import { describe, expect, it } from "vitest";
import type { InterviewContext } from "../../src/services/interview/plan";
import { InterviewSession } from "../../src/services/interview/session";
import { scriptedInterviewer } from "../../src/services/interview/voice";
import { REDACTED } from "../../src/services/interview/guard";
import { base, es, fr, runMachine, T0, type Move } from "../support/interview-context";

/**
 * What the rules do besides reading words (held-out sets F–J): the line stays open after a call
 * screener, declining to give any reference keeps nothing, and a protected remark split over two
 * turns is removed whole without a follow-up in between.
 */

const run = (ctx: InterviewContext, ...moves: Move[]) => runMachine(ctx, moves, 5_000);

const SCREENERS: [InterviewContext, string, string][] = [
  [
    base,
    "Hi, the person you're calling is using a screening service from Google. Go ahead and say your name and why you're calling.",
    "Yeah I heard. Not interested, don't call this number again.",
  ],
  [
    fr,
    "Bonjour, la personne que vous appelez utilise un service de filtrage. Indiquez votre nom et l'objet de votre appel.",
    "Oui j'ai entendu, ne me rappelez plus jamais.",
  ],
  [
    es,
    "Hola, la persona a la que llama usa un servicio de filtrado de llamadas. Diga su nombre y el motivo de su llamada.",
    "Sí, escuché. No me vuelvan a llamar.",
  ],
];

describe("a call screener: our message, then the line stays open for its owner", () => {
  it("hears name, purpose and call-back number, no consent question, and stays open", () => {
    for (const [ctx, screener] of SCREENERS) {
      const r = run(ctx, screener);
      expect(r.state.phase, screener).toBe("screened");
      expect(r.state.outcome).toBe("voicemail");
      expect(r.all.some((a) => a.kind === "end")).toBe(false);
      expect(r.said.at(-1)).toContain(ctx.companyName);
      expect(r.said.at(-1)).toContain("5 1 4");
    }
  });

  it("its owner's opt-out is heard (en/fr/es)", () => {
    for (const [ctx, screener, owner] of SCREENERS) {
      const r = run(ctx, screener, owner);
      expect(r.state.outcome, owner).toBe("opted_out");
      expect(r.state.optedOut).toBe(true);
    }
  });

  it("the screener speaking again changes nothing; silence ends the call as a machine, retried later", () => {
    const r = run(base, SCREENERS[0]![1], "Thanks. Please stay on the line.", { tick: 11_000 });
    expect(r.state.phase).toBe("ended");
    expect(r.state.outcome).toBe("voicemail");
    expect(r.state.consentGiven).toBe(false);
  });

  it("an owner who picks up hears the whole disclosure and is asked for consent; nothing is recorded before", () => {
    const r = run(base, SCREENERS[0]![1], "Hello? Sorry, who's this?");
    expect(r.state.phase).toBe("consent");
    expect(r.state.outcome).toBeNull();
    expect(r.all.some((a) => a.kind === "start_recording")).toBe(false);
    expect(r.said.at(-1)).toMatch(/Do I have your consent to record\?/);
  });

  it("a plain voicemail greeting still ends at once", () => {
    const r = run(base, "Hi, you've reached Luc, leave a message after the beep.");
    expect(r.state.phase).toBe("ended");
    expect(r.state.outcome).toBe("voicemail");
  });
});

describe("declining to give any reference", () => {
  it("at the opening is a refusal; mid-interview it ends the call and keeps nothing (en/fr/es)", () => {
    for (const [ctx, yes, speaking, line] of [
      [base, "Yes.", "Yes, speaking.", "Company policy, I can only confirm dates of employment, sorry."],
      [fr, "Oui.", "Oui, c'est moi.", "Je ne donne pas de références, c'est la politique de la maison."],
      [es, "Sí.", "Sí, soy yo.", "Por política de la empresa solo puedo confirmar fechas de empleo."],
    ] as const) {
      expect(run(ctx, line).state.outcome, line).toBe("consent_refused");
      const mid = run(ctx, yes, speaking, "I managed them for three years.", line);
      expect(mid.state.outcome, line).toBe("consent_refused");
      expect(mid.state.responses).toEqual({});
      expect(mid.all.some((a) => a.kind === "pause_recording")).toBe(true);
    }
  });

  it("an answer that only mentions policy is an answer", () => {
    const r = run(base, "Yes.", "Yes, speaking.", "He always followed company policy to the letter.");
    expect(r.state.outcome).toBeNull();
    expect(r.state.phase).not.toBe("ended");
  });
});

describe("a protected remark split over two turns", () => {
  async function session(ctx: InterviewContext, turns: string[]) {
    let clock = T0;
    const s = new InterviewSession(ctx, scriptedInterviewer(), () => clock);
    await s.perform(() => {});
    for (const text of turns) {
      clock += 20_000;
      await s.hearTurn({ kind: "utterance", text, at: clock });
      await s.perform(() => {});
    }
    return s;
  }

  it("both halves are removed, from the transcript and the stored answer, with no follow-up between", async () => {
    for (const [ctx, pre, first, second] of [
      [
        base,
        ["Yes.", "Yes, speaking.", "I managed him for four years."],
        "He is a fantastic closer. The only thing, and this is just between us, his visa",
        "was only sorted out in March, so he could not travel. Apart from that, reliable.",
      ],
      [
        es,
        ["Sí.", "Sí, soy yo.", "Trabajamos juntos tres años."],
        "Es buen vendedor. Nomás que tuvo un problemita con",
        "la ley hace años, estuvo detenido unos días. En equipo trabaja muy bien.",
      ],
    ] as const) {
      const s = await session(ctx, [...pre, first, second]);
      const said = s.transcript
        .filter((t) => t.speaker === "reference")
        .map((t) => t.text)
        .join(" ");
      const kept = `${said} ${Object.values(s.state.responses).join(" ")}`;
      expect(kept, first).not.toMatch(/visa|sorted out in March|problemita|detenido/);
      expect(kept).toContain(REDACTED);
      expect(kept).toMatch(/Apart from that, reliable|En equipo trabaja muy bien/);
      // No follow-up was asked after the first half: the next agent line after it is not a follow-up.
      const i = s.transcript.findIndex(
        (t) => t.speaker === "reference" && t.text.startsWith(first.slice(0, 10)),
      );
      const next = s.transcript.slice(i + 1).find((t) => t.speaker === "agent");
      expect(next?.questionType ?? "", first).not.toMatch(/^followup:/);
    }
  });
});

describe("a turn that trails off", () => {
  it("gets no follow-up: the person has not finished", () => {
    const r = run(
      base,
      "Yes.",
      "Yes, speaking.",
      "I managed him for four years.",
      "Strong closer. Only thing is, he was, you know...",
    );
    expect(r.state.phase).toBe("question");
    expect(r.state.continuing).toBeDefined();
    expect(r.said.at(-1)).not.toMatch(/example/i);
  });
});

describe("a machine at the identity question", () => {
  it("ends the call as voicemail and stops the recording", () => {
    const r = run(base, "Yes.", "The mailbox is full and cannot accept any messages at this time. Goodbye.");
    expect(r.state.outcome).toBe("voicemail");
    expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
  });

  it("the reference not there ('Luc no está, soy Andrés') stops the recording and calls back (en/fr/es)", () => {
    for (const [ctx, yes, absent] of [
      [base, "Yes.", "Luc's not in today, I'm his colleague, can I help?"],
      [fr, "Oui.", "Luc n'est pas là, c'est son collègue, je peux vous aider ?"],
      [es, "Sí.", "Luc no está, soy Andrés, su compañero, ¿le ayudo?"],
    ] as const) {
      const r = run(ctx, yes, absent);
      expect(r.state.outcome, absent).toBe("callback_requested");
      expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
      expect(r.state.recordingStartedAt).toBeNull();
    }
  });

  it("'No, I'm his PA' after a yes stops the recording while the reference is asked for", () => {
    const r = run(base, "Yes.", "No, I'm his PA, he's asked me to handle these reference calls for him.");
    expect(r.state.phase).toBe("awaiting_reference");
    expect(r.state.consentGiven).toBe(false);
    expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
  });
});
