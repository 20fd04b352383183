import { describe, expect, it } from "vitest";
import type { InterviewContext } from "../../src/services/interview/plan";
import { protectedTopics } from "../../src/services/interview/guard";
import { consentOf } from "../../src/services/interview/consent-reading";
import { base, es, fr, runMachine, type Move } from "../support/interview-context";
import { VEILED, WORK } from "./corpora/veiled";

/**
 * What held-out sets L and M found (written by people who never read the rules): a protected matter
 * the reference will not name ("going through some stuff at home", "por lo de la cabeza"), a
 * bereavement, looks; a yes wrapped in idioms ("no wahala", "no hay lío"); a phone left behind or a
 * second person on speaker; opt-outs in new words. Each family keeps its work look-alikes.
 */

const run = (ctx: InterviewContext, ...moves: Move[]) => runMachine(ctx, moves, 5_000);

describe("veiled remarks are protected whatever they are called, work meanings stay", () => {
  it("flags every veiled remark", () => {
    for (const t of VEILED) expect(protectedTopics(t), t).not.toEqual([]);
  });

  it("leaves the work sentences alone", () => {
    for (const t of WORK) expect(protectedTopics(t), t).toEqual([]);
  });
});

describe("consent", () => {
  it("a yes wrapped in idioms is a yes (en/fr/es)", () => {
    for (const t of [
      "Ehn, okay, no wahala, you can record it.",
      "Ja, that's fine, record, no stress.",
      "Oui oui, allez-y, ça me dérange pas.",
      "Ok, wakha, vous pouvez enregistrer, pas de problème.",
      "Sí, sí, está bien, grábalo, no hay lío.",
      "Doy mi consentimiento para la grabación.",
    ])
      expect(consentOf(t), t).toBe("given");
  });

  it("listening is not agreeing to be recorded", () => {
    for (const t of ["Go on, I'm listening.", "yes I'm listening"]) expect(consentOf(t), t).not.toBe("given");
  });
});

describe("someone else on the line mid-interview stops the recording", () => {
  const CASES: [InterviewContext, string, string, string][] = [
    [
      fr,
      "Oui.",
      "Oui, c'est moi.",
      "Allô? C'est qui? Ah, c'est le téléphone de Sam, il l'a laissé sur la table.",
    ],
    [es, "Sí.", "Sí, soy yo.", "¿Bueno? ¿Quién habla? Este es el celular de mi mamá, ella está en el baño."],
    [
      base,
      "Yes.",
      "Yes, speaking.",
      "Hello, hi, Kavita this side from HR. See, Jordan's joining date was April 2021.",
    ],
  ];
  it("a phone left behind, a self-introduction 'X this side' (en/fr/es)", () => {
    for (const [ctx, yes, me, other] of CASES) {
      const r = run(ctx, yes, me, other);
      expect(
        r.all.some((a) => a.kind === "pause_recording"),
        other,
      ).toBe(true);
      expect(r.state.consentGiven, other).toBe(false);
    }
  });

  it("a partner handed the phone at the end of an answer, who then says her name (fr)", () => {
    const r = run(
      fr,
      "Oui, oui, allez-y.",
      "C'est moi.",
      "J'ai été son gestionnaire... attendez, ma blonde me parle... Ouin, a' connaît Jordan elle aussi, a' veut vous parler.",
    );
    expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
    expect(r.state.consentGiven).toBe(false);
  });

  it("a child or a parent asking to call later at the identity question stops the recording (en/fr)", () => {
    for (const [ctx, yes, other] of [
      [base, "Yes.", "Hello? Who dat? Daddy is sleeping."],
      [fr, "Oui.", "C'est sa maman. Il dort, là."],
    ] as const) {
      const r = run(ctx, yes, other);
      expect(
        r.all.some((a) => a.kind === "pause_recording"),
        other,
      ).toBe(true);
      expect(r.state.consentGiven, other).toBe(false);
    }
  });

  it("a key pressed by accident: the recording stops and consent is asked afresh", () => {
    const r = run(base, "1", "Hello? Sorry, sorry, I hit something on the screen. Who is this?");
    expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
    expect(r.state.phase).toBe("consent");
    expect(r.state.consentGiven).toBe(false);
  });

  it("a colleague answering on the reference's line at the identity question", () => {
    const r = run(fr, "Oui.", "Je suis son collègue, Sam est parti en pause, je réponds sur sa ligne.");
    expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
    expect(r.state.consentGiven).toBe(false);
  });

  it("'je vous dirai pas c'est quoi' in an answer is not a question about who we are", () => {
    const r = run(
      fr,
      "Oui.",
      "Oui, c'est moi.",
      "Ben, la dernière année il était moins présent, pour des raisons que je vous dirai pas c'est quoi.",
    );
    expect(r.said.at(-1)).not.toContain("assistant automatisé");
  });
});

describe("opt-outs in new words end the call for good", () => {
  it("mid-interview (en/es)", () => {
    for (const [ctx, yes, me, out] of [
      [
        base,
        "Yes.",
        "Yes, speaking.",
        "Stop. I don't want to do this any more and I don't want another call.",
      ],
      [es, "Sí.", "Sí, soy yo.", "Ya no me marquen, ni ahorita ni nunca."],
      [
        es,
        "Sí.",
        "Sí, soy yo.",
        "Mire, lo dejamos aquí. No quiero que vuelvan a contactarme, dense de baja mi número.",
      ],
    ] as const) {
      const r = run(ctx, yes, me, out);
      expect(r.state.outcome, out).toBe("opted_out");
    }
  });
});
