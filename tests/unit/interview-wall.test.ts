import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  judgedText,
  protectedTopics,
  redactProtected,
  REDACTED,
  sentencesOf,
} from "../../src/services/interview/guard";
import { privateTrouble, WALL_CUES } from "../../src/services/interview/protected-cues-wall";
import { consentOf } from "../../src/services/interview/consent-reading";
import { understand } from "../../src/services/interview/understand";
import { base, fr, es, runMachine } from "../support/interview-context";
import { WALL_WORK } from "./corpora/veiled";

/**
 * The wall (protected-cues-wall.ts): cues that do not name the private matter, only its shape (a
 * private domain near a trouble word, a confidence or a reticence, sympathy, a medicine by its
 * shape, age by a school year), and the consent clauses of consent-grammar.ts. Held-out set P
 * (written by two people who never read the rules) was measured once before them; its misses are the
 * first examples here, each with work look-alikes that must stay.
 */
const allow = { names: ["Jordan Ellis", "Sam Patel", "Northwind"] };

describe("the wall removes a private matter by its shape, whatever it is called", () => {
  const PRIVATE = [
    // Held-out P, measured before the wall.
    "Il traversait une période compliquée à la maison, mais ses chiffres sont restés bons.",
    "Estaba pasando por cosas en su casa ese año, y aun así cumplió la cuota.",
    "Let's just say there were personal issues I won't go into.",
    "Tiene sus problemitas personales que no te voy a contar, pero en el trabajo cumple.",
    "Con todo lo que estaba viviendo en lo personal, pobre, hizo lo que pudo y más.",
    "She's got OCD, which she was open about, and that attention to detail made her contracts watertight.",
    "Elle a des TOC, elle en parlait ouvertement, et ses contrats étaient blindés.",
    "Il prenait du Lexomil, il disait que ça l'embrouillait un peu, donc ses forecasts dérapaient parfois.",
    "Jordan's just had a vasectomy, actually, bit of a joke in the office.",
    "Me contó en confianza que estaba con tratamientos de fertilidad, así que a veces llegaba tarde.",
    "She'd been in an abusive relationship and was living in a refuge for a bit, and still she smashed her targets.",
    "She's a big BJP supporter, she'd talk about Modi a lot, but she hit her numbers every quarter.",
    "Il est ivoirien, d'Abidjan, et il a monté notre réseau de partenaires en Afrique de l'Ouest.",
    "She's only just out of uni, class of 2022, so she's hungry.",
    "Elle sort à peine de l'école, promo 2022, donc elle a faim.",
    "Tendrá unos veintidós, recién salida de la facu, pero trajo cuatro clientes nuevos.",
    // The same shapes in words no set used.
    "Things were a bit rough on the home front for him that winter.",
    "He told me in confidence what was going on, so I'll leave it there.",
    "Il avait des soucis dans sa vie perso, je ne rentrerai pas dans les détails.",
    "Fuera del trabajo la estaba pasando difícil, la pobrecita.",
    "She was on sertraline for a while and said it made her foggy in the mornings.",
    "Il est sous antidépresseurs depuis l'an dernier.",
    "Poor thing, she had a lot going on with her family.",
    "Graduated in 2019, so still very much learning.",
  ];
  it.each(PRIVATE)("removes: %s", (sentence) => {
    const kept = redactProtected(sentence, allow);
    expect(kept.removed, sentence).toBeGreaterThan(0);
    expect(kept.text).toContain(REDACTED);
  });

  const WORK = [
    "She personally handled the hardest renewals in the region.",
    "He ran our family-owned accounts, which had their issues with late payment.",
    "The home office setup had problems at first, but she fixed the VPN for the whole team.",
    "She set a personal best on the Q3 quota.",
    "Il gérait les clients privés et les entreprises familiales, des comptes difficiles.",
    "Llevaba las cuentas de empresas familiares, que son complicadas de negociar.",
    "He sold to private clinics and the hard part was the procurement cycle.",
    "Between the two of them they closed every deal in the territory.",
    "She was open to feedback and changed her pitch within a week.",
    "Il a été très clair avec le client sur les délais.",
    "Lo que más me gustaba es que era muy ordenada con el CRM.",
    "He sold our April promotion to every distributor.",
    "They moved the meeting to the client's house in Leeds, the family runs the firm from there.",
  ];
  it.each(WORK)("keeps: %s", (sentence) => {
    expect(protectedTopics(sentence, allow), sentence).toEqual([]);
  });

  it("costs the held-out sets' work answers little: the wall alone removes under 1% of their sentences (printed)", () => {
    const root = join(import.meta.dirname, "corpora");
    let work = 0;
    let removed = 0;
    let byWall = 0;
    for (const group of ["heldout", "heldout-measured"])
      for (const set of readdirSync(join(root, group), { withFileTypes: true })) {
        if (!set.isDirectory()) continue;
        const dir = join(root, group, set.name);
        const turns = existsSync(join(dir, "turns.json"))
          ? (JSON.parse(readFileSync(join(dir, "turns.json"), "utf8")) as {
              label: string;
              stage: string;
              text: string;
            }[])
          : [];
        for (const t of turns)
          if (t.label === "answer" && t.stage === "interview")
            for (const s of sentencesOf(t.text)) {
              work++;
              if (protectedTopics(s, allow).length) removed++;
              const t = judgedText(s, allow);
              if (privateTrouble(t) || WALL_CUES.some(([, re]) => re.test(t))) byWall++;
            }
      }
    const rate = removed / work;
    console.log(
      `work-answer sentences of every held-out set: ${work}; removed by all rules ${removed} (${(100 * rate).toFixed(1)}%), by the wall's cues ${byWall} (${((100 * byWall) / work).toFixed(1)}%)`,
    );
    expect(work).toBeGreaterThan(500);
    // The writers were asked for look-alikes ("the maternity-wear brand", "our Ramadan campaign"):
    // the older named lists remove about one in six of those; the wall must add next to nothing.
    expect(byWall / work).toBeLessThan(0.01);
  });
});

describe("consent said in a clause of its own shape", () => {
  const YES = [
    "Okay, yes. Recording is acceptable.",
    "Absolutely, I'm happy for you to record it.",
    "Oh right, a reference for Jordan? Yeah okay, recording's fine by me.",
    "Yah man, is fine, you can record.",
    "Ah, pour Jordan ? Oui, volontiers, enregistrez sans problème.",
    "Pas de problème, vous pouvez y aller avec l'enregistrement.",
    "Sure, that's totally fine.",
    "por mí no hay inconveniente, sí",
    "no me molesta para nada que grabe, adelante",
    "Yeah yeah go ahead, I got like ten minutes.",
    "Yes please go ahead, I was expecting your call actually",
    "Sí, sí, andá nomás.",
  ];
  it.each(YES)("given: %s", (reply) => {
    expect(consentOf(reply, { candidateName: "Jordan Ellis" })).toBe("given");
  });

  const NOT_YES = [
    "I'm not happy for you to record it.",
    "Record it if you must.",
    "Go on, I'm listening.",
    "yes I'm listening",
    "Yeah right, record away, like I have a choice.",
    "Recording is acceptable? Who says so?",
    "I'm fine with that as long as Jordan never hears it.",
    "For Karim? Yes, record it.",
    "That's fine by me, but ask my lawyer first.",
    "Oui, enregistrez, mais seulement si vous me l'envoyez.",
    "No me molesta, pero no grabe.",
  ];
  it.each(NOT_YES)("not given: %s", (reply) => {
    expect(consentOf(reply, { candidateName: "Jordan Ellis" })).not.toBe("given");
  });
});

/**
 * Held-out Q (measured once on e48da04, then fixed by families): someone else on the line in new
 * words, veiled remarks the wall lacked, questions about the recording, wrong numbers by an old
 * number, a language request followed by a reason. Each with the work meaning that must stay.
 */
describe("held-out Q's families", () => {
  it("someone else on the line mid-interview or at the identity question stops the recording", () => {
    const CASES = [
      [
        base,
        "Yes.",
        "Yes, speaking.",
        "Actually my colleague Ravi knew Jordan better, one minute, I am giving him the phone. Hello? Yes, Ravi here, tell me.",
      ],
      [
        fr,
        "Oui, allez-y.",
        "Oui, c'est moi.",
        "Allô ? Allô ? C'est qui ? Maman, y'a un robot au téléphone !",
      ],
      [base, "Sure, go ahead.", "Yep, that's me.", "Hi! Who is this? My daddy went to get his charger."],
      [fr, "Oui.", "Oui.", "C'est qui au bout du fil ? Mon mari est occupé, là."],
      [es, "Sí, claro.", "Sí, soy yo.", "¿Bueno? ¿Quién habla? Mi esposo está ocupado."],
    ] as const;
    for (const [ctx, ...moves] of CASES) {
      const r = runMachine(ctx, [...moves], 5_000);
      expect(
        r.all.some((a) => a.kind === "pause_recording"),
        moves.at(-1),
      ).toBe(true);
    }
    // "Mummy, it's a robot on the phone!" at the identity question: nothing more is recorded.
    const child = runMachine(base, ["Yes.", "Mummy, it's a robot on the phone!"], 5_000);
    expect(child.all.some((a) => a.kind === "pause_recording")).toBe(true);
    expect(child.state.consentGiven).toBe(false);
  });

  it("a reference who says who is on their team or that they handed over a project stays the reference", () => {
    for (const text of [
      "She handed him the project when she left, and he grew it.",
      "My husband's team used our product, that's how I met Jordan.",
      "Who is this for again, Northwind? Yes, she was great.",
    ])
      expect(understand(text, "interview", { referenceName: "Luc Gagnon" }).intents, text).not.toContain(
        "handoff",
      );
  });

  it("veiled health, dependents, pregnancy, service and age are removed; their work look-alikes stay", () => {
    for (const s of [
      "Avec toutes les bouches à nourrir à la maison, il ne comptait pas ses heures.",
      "Elle n'était pas en forme pendant un bon moment, on ne savait jamais si elle serait là.",
      "He finished matric in 1979, so he's got a lot of miles on the clock.",
      "Before Northwind he'd done his time in uniform, two tours, so discipline was never a problem.",
      "Vers la fin, elle était dans une position intéressante, donc elle allait moins sur le terrain.",
      "She wasn't well for a while, in and out of appointments, so some weeks we barely saw her.",
      "Tenía sus nervios, tú sabes, había semanas que no estaba en ná.",
      "Y cuando estaba esperando, pues bajó un poco el ritmo, normal.",
    ])
      expect(protectedTopics(s, allow), s).not.toEqual([]);
    for (const s of [
      "She was expecting a bigger discount from the supplier and negotiated it.",
      "Her nerves of steel in negotiations won us the Contoso deal.",
      "Jordan looked after our health-care vertical, hospitals, clinics, a few pharma distributors.",
      "Notre client caisse de retraite, le gros à Genève, c'était Jordan.",
      "Jordan llevaba nuestro vertical de salud, clínicas, hospitales, algunos laboratorios.",
      "Aged receivables were her bugbear, she chased every invoice over sixty days.",
      "We ran a credit check on the client before he signed them, and he spotted the risk.",
      "Bit blind to detail on contracts, he missed a renewal clause once.",
      "Il est senior dans l'équipe, c'est vers lui que les jeunes recrues se tournent.",
      "He did two tours of the factory with the client before they signed.",
    ])
      expect(protectedTopics(s, allow), s).toEqual([]);
    // Never after a personal possessive: his own retirement plan is his age, not a product.
    expect(protectedTopics("He kept talking about his retirement plan and the Algarve.", allow)).not.toEqual(
      [],
    );
  });

  it("a question about the recording is answered at the consent question, in three languages", () => {
    for (const [ctx, q] of [
      [base, "What happens to the recording?"],
      [base, "Is the recording stored in the UK or somewhere else?"],
      [fr, "L'enregistrement est stocké où ? En Europe ?"],
      [es, "¿Qué hacen con la grabación?"],
    ] as const) {
      const u = understand(q, "opening");
      expect(u.intents, q).toContain("identity_question");
      const r = runMachine(ctx, [q], 5_000);
      expect(r.state.consentGiven, q).toBe(false);
      expect(r.state.phase, q).toBe("consent");
    }
  });

  it("an old number or a new owner of the number is a wrong number", () => {
    for (const t of [
      "Sam? No, this is Chris. I think you've got an old number.",
      "Sam Patel ? Non, moi c'est Karim. Il a dû changer de numéro.",
      "¿Sam? No, yo soy Mariela, este número era de otra persona.",
      "Nah mate, Sam left this company years ago, this is a shared line.",
    ])
      expect(understand(t, "opening", { referenceName: "Sam Patel" }).intents, t).toContain("wrong_person");
  });

  it("a language asked for in a short first sentence switches, a long answer that names one does not", () => {
    const r = runMachine(
      fr,
      ["Oui.", "Oui, c'est moi.", "On peut continuer en anglais ? C'est plus simple pour moi."],
      5_000,
    );
    expect(r.state.language).toBe("en");
    const kept = runMachine(
      base,
      [
        "Yes.",
        "Yes, speaking.",
        "She ran our Quebec accounts and could switch to French with the clients whenever they preferred.",
      ],
      5_000,
    );
    expect(kept.state.language).toBe("en");
  });
});

/** Held-out R (measured once on 3e93207, then fixed by families). */
describe("held-out R's families", () => {
  it("opt-outs in new words end the call", () => {
    for (const [ctx, moves] of [
      [base, ["Yes.", "Abeg, no call this number again o, I beg you."]],
      [fr, ["Oui.", "Oui.", "Écoutez, j'arrête là, et je ne veux plus aucun appel de votre part."]],
      [
        base,
        [
          "Yes.",
          "Yes.",
          "Actually you know what, I'm out, I don't want to do this and I don't want you ringing me back either.",
        ],
      ],
    ] as const) {
      const r = runMachine(ctx, [...moves], 5_000);
      expect(r.state.outcome, moves.at(-1)).toBe("opted_out");
    }
  });

  it("a child saying a parent is on the phone stops the recording (en/fr/es)", () => {
    for (const [ctx, yes, said] of [
      [base, "Yes.", "Daddy's on the phone! Who is this? Are you a robot?"],
      [fr, "Oui.", "Papa il est au téléphone! C'est qui? T'es un robot?"],
      [es, "Sí.", "¡Papá está hablando por teléfono! ¿Quién eres? ¿Eres un robot?"],
    ] as const) {
      const r = runMachine(ctx, [yes, yes, said], 5_000);
      expect(
        r.all.some((a) => a.kind === "pause_recording"),
        said,
      ).toBe(true);
    }
  });

  it("a relative's misfortune, 'lo de su casa', a partner in slang and a spoken graduation year are removed", () => {
    for (const s of [
      "What with everything going on in her household that year, she was also logging off sharp at five.",
      "Après ce qui est arrivé avec son petit, il a pris du temps, c'était normal.",
      "Con lo de su casa, tú cachai, a veces tenía que salir corriendo.",
      "Se graduó de la IUPI en el ochenta y cinco, así que imagínate la experiencia que tiene.",
      "Bit all over the place for a couple of months after things went south with his missus.",
    ])
      expect(protectedTopics(s, allow), s).not.toEqual([]);
    for (const s of [
      "Con lo de su cuenta grande, Contoso, siempre cumplió.",
      "She graduated our trainee programme in six weeks instead of twelve.",
      "What happened with the Contoso renewal was all down to her.",
    ])
      expect(protectedTopics(s, allow), s).toEqual([]);
  });

  it("a keypad 1 followed by 'C'est quoi ça ?' stops the recording and asks consent in words", () => {
    const r = runMachine(fr, ["1", "Hein? C'est quoi ça?"], 5_000);
    expect(r.all.some((a) => a.kind === "pause_recording")).toBe(true);
    expect(r.state.consentGiven).toBe(false);
    expect(r.state.phase).toBe("consent");
    // A keypad 1 and then "yes, speaking" goes on as before.
    const ok = runMachine(base, ["1", "Yes, speaking."], 5_000);
    expect(ok.state.consentGiven).toBe(true);
  });

  it("a phone menu is a machine, never a refusal; a yes in two languages is a yes", () => {
    expect(
      consentOf(
        "Gracias por llamar a Distribuidora Caribe. Para ventas, marque uno. Para contabilidad, marque dos.",
      ),
    ).toBe("unclear");
    const r = runMachine(fr, ["Yeah, ok, c'est correct, go ahead."], 5_000);
    expect(r.state.consentGiven).toBe(true);
    expect(r.state.language).toBe("fr");
  });
});

/** Held-out S (measured once on d4bf003, then fixed by families). */
describe("held-out S's families", () => {
  it("looks, a party by its voter, low spirits, months away, the forces and 'lo suyo de la cabeza' are removed", () => {
    for (const s of [
      "And she always looked a million bucks at client dinners, which never hurts in this game, eh.",
      "She's a Labour girl through and through, always banging on about fairness.",
      "Bon, il a eu des soucis de ce côté-là, vous voyez, le moral, il a dû s'arrêter quelques mois.",
      "Il a fait les Forces armées canadiennes avant, ça paraît.",
      "Bueno, anduvo con lo suyo de la cabeza una temporada, ya me entiende, y se cogió una baja.",
    ])
      expect(protectedTopics(s, allow), s).not.toEqual([]);
    for (const s of WALL_WORK) expect(protectedTopics(s, allow), s).toEqual([]);
  });

  it("someone else saying who they are, a child after a hold, and an opt-out by 'not contacted again'", () => {
    const wife = runMachine(
      base,
      [
        "Yes.",
        "Yes.",
        "Sorry, Sam's wife here, he's had to deal with the dog, he'll be back in two ticks, is there something I can answer?",
      ],
      5_000,
    );
    expect(wife.all.some((a) => a.kind === "pause_recording")).toBe(true);
    const child = runMachine(
      fr,
      [
        "Oui, c'est beau.",
        "Oui, c'est moi.",
        "J'étais la superviseure de Jordan.",
        "Deux secondes, mon chien s'est sauvé.",
        "Allô ? C'est qui toi ? Papa est dehors.",
      ],
      5_000,
    );
    expect(child.all.some((a) => a.kind === "pause_recording")).toBe(true);
    const out = runMachine(
      base,
      [
        "Yes.",
        "Yes.",
        "Look, I'm going to stop here, and please make sure I'm not contacted again, by anyone from your service.",
      ],
      5_000,
    );
    expect(out.state.outcome).toBe("opted_out");
    // The candidate stepping out for prayers is not someone leaving the phone.
    expect(
      understand(
        "Only on Fridays Jordan would step out for Jumat prayers, but always came back.",
        "interview",
      ).intents,
    ).not.toContain("handoff");
  });

  it("yeses the grammar lacked, and a refusal it lacked", () => {
    for (const y of [
      "Well sure, honey, that's fine, y'all go ahead and record.",
      "Haan, okay, yes, you can record, no issues.",
      "Hang on, let me just step out of this room. Okay. Yeah, go on, that's fine, record it.",
      "Bon, c'est pas grave, on peut enregistrer, y a pas de problème.",
      "Ah, bueno, si Jordan dio mi nombre, está bien, grabe.",
    ])
      expect(consentOf(y, { candidateName: "Jordan Ellis" }), y).toBe("given");
    expect(
      consentOf("Ah, bueno, si Karim dio mi nombre, está bien, grabe.", { candidateName: "Jordan Ellis" }),
    ).not.toBe("given");
    expect(consentOf("Paso, tío, no me grabes.")).toBe("refused");
  });
});
