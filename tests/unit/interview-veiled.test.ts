import { describe, expect, it } from "vitest";
import type { InterviewContext } from "../../src/services/interview/plan";
import { protectedTopics } from "../../src/services/interview/guard";
import { consentOf } from "../../src/services/interview/consent-reading";
import { base, es, fr, runMachine, type Move } from "../support/interview-context";

/**
 * What held-out sets L and M found (written by people who never read the rules): a protected matter
 * the reference will not name ("going through some stuff at home", "por lo de la cabeza"), a
 * bereavement, looks; a yes wrapped in idioms ("no wahala", "no hay lío"); a phone left behind or a
 * second person on speaker; opt-outs in new words. Each family keeps its work look-alikes.
 */

const run = (ctx: InterviewContext, ...moves: Move[]) => runMachine(ctx, moves, 5_000);

describe("veiled remarks are protected whatever they are called, work meanings stay", () => {
  const VEILED = [
    "Jordan was going through some stuff at home that year.",
    "She had her situation, you know. Worked from home a lot because of it.",
    "You probably know he's been dealing with some personal stuff, I'd rather not say more.",
    "Il traversait une période compliquée sur le plan personnel.",
    "Il avait son petit problème, vous savez, le truc dont il ne parle pas.",
    "Por su condición, a veces tenía que trabajar desde casa.",
    "Estuvo un tiempo en tratamiento, ya sabes, por lo de la cabeza.",
    "Tuvo un tema con la justicia hace años.",
    "Wee bit quiet since his da passed, the funeral was up in Inverness.",
    "Il a perdu sa maman l'an dernier, il est rentré au village pour les funérailles.",
    "Con lo que le pasó a su hermano, anduvo muy bajoneado un tiempo.",
    "Bit of an eyeful, if you know what I mean, always very glamorous.",
    "She — well, back then it was 'he' — was always meticulous.",
    "He's got a few beliefs that are, shall we say, strong.",
    "Elle est pas bien grosse et toujours tirée à quatre épingles.",
    "Ella tiene un chamo chiquito y se le complicaban los viajes.",
    // Held-out set N, measured before these were added.
    "He was dealing with his own demons back then, if you know what I mean.",
    "She wasn't herself for a while there, personal stuff, the less said the better.",
    "Il a eu un passage à vide, on va dire, il a été absent quelques semaines.",
    "Il avait des obligations familiales assez lourdes, je n'en dirai pas plus.",
    "Con lo de su mamá, pues andaba muy cansada.",
    "In 2021 he hit a wall, properly burnt out, and was seeing a psychologist.",
    "He kept talking about his pension and retiring to the Algarve at sixty-five.",
    "He got done for breach of the peace after an Old Firm game.",
    "Tiene un hermano preso y a veces iba a visitarlo los viernes.",
    "Tuvo su tema con el trago al principio, pero hizo su proceso en un centro en Rionegro.",
    // Held-out set O, measured before these were added.
    "She's at that stage of life where, you know, the body does its own thing.",
    "He's not a spring chicken any more, but he outworked the twenty-somethings.",
    "There was a bit of bother with the police a while back, nothing to do with us.",
    "He's, how do I put it, not your typical Northwind type, culturally.",
    "Vu ce qu'il vivait à la maison, je trouve qu'il a été remarquable.",
    "Tuvo un quilombo familiar bastante pesado, pero con los clientes nunca se le notó.",
    "Elle est en parcours de transition depuis l'an dernier.",
    "She ran for the local council as a Green a couple of years ago.",
    "Il a fait son école de recrues et il est encore officier de milice.",
    "Es la más viejita, ya casi cumple sesenta.",
  ];
  const WORK = [
    "He handled the client's situation well when their budget was cut.",
    "C'est un gros client, et il est un gros bosseur.",
    "Son état d'esprit est toujours positif.",
    "She set up the procedure for returns and the trial period for new accounts.",
    "The quota gave him grief in Q3 but he hit it.",
    "Es muy buena bajando la cartera vencida; la dejó en menos de cinco por ciento.",
    "He owned the family business account and our personal lines product.",
    "Elle a géré une période difficile pour le marché sans perdre un client.",
    "She sells with conviction and was charged with leading the renewal project.",
    "We hit fifty percent of the target by June and retired the old billing system.",
    "He moved to the service desk team, then into the services practice.",
    "Con lo de la cuenta de Walgreens cerró el año arriba.",
    "It was really pretty simple, une jolie réussite, and our hospice accounts grew.",
    "The transition to the new CRM went well and she led the transition plan.",
  ];

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
