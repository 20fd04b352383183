import { describe, expect, it } from "vitest";
import { startInterview } from "../../src/services/interview/machine";
import { LINES, linesFor, type InterviewContext } from "../../src/services/interview/plan";
import { runScriptedInterview } from "../../src/simulation/interview/simulator";
import { scriptedInterviewer } from "../../src/services/interview/voice";
import { base, es, fr, runMachine, T0 } from "../support/interview-context";

/** Runs utterances from the start in a context; returns the final state and every action. */
const run = (ctx: InterviewContext, ...inputs: string[]) => runMachine(ctx, inputs);

const FRENCH_ANSWERS = [
  "Je l'ai gérée directement pendant trois ans chez Northwind, dans l'équipe des paiements.",
  "Elle est très organisée. Elle a dirigé notre migration de facturation et réduit les erreurs de quarante pour cent.",
  "Elle pourrait déléguer davantage; au début elle en prenait trop sur elle, mais elle s'est beaucoup améliorée la deuxième année.",
  "Dans le premier quart de l'équipe. Elle a livré le service de rapprochement deux semaines en avance.",
  "Très bien. Par exemple, quand deux ingénieurs n'étaient pas d'accord, elle a organisé une revue et ils ont tranché en un jour.",
  "Extrêmement fiable. En trois ans, une seule échéance manquée, signalée une semaine à l'avance.",
  "Absolument, je la réembaucherais sans hésiter, par exemple demain matin.",
  "Non, je pense que ça couvre tout.",
];

describe("the interview in French and Spanish", () => {
  it("reads the disclosure and consent question in the reference's language, with every legal element", () => {
    for (const [ctx, words] of [
      [
        fr,
        [
          "assistant automatisé",
          "Acme",
          "Marie Tremblay",
          "enregistré",
          "seul l'employeur",
          "9",
          "oui",
          "le 1",
          "non",
          "le 2",
        ],
      ],
      [
        es,
        [
          "asistente automático",
          "Acme",
          "Marie Tremblay",
          "se graba",
          "solo lo recibe",
          "9",
          "sí",
          "marque 1",
          "no",
          "marque 2",
        ],
      ],
    ] as const) {
      const opened = startInterview(ctx, T0);
      const line = opened.actions[0]!.kind === "say" ? opened.actions[0]!.say : null;
      expect(line?.legal).toBe(true);
      expect(line?.text).toBe(linesFor(ctx).consent(ctx));
      for (const w of words) expect(line!.text).toContain(w);
    }
  });

  it("a French yes starts the recording and the questions follow in French; a French no records nothing", () => {
    const yes = run(fr, "Oui, allez-y.", "Oui, c'est moi.");
    expect(yes.state.consentGiven).toBe(true);
    expect(yes.all.some((a) => a.kind === "start_recording")).toBe(true);
    expect(yes.said.at(-1)).toMatch(/^Parfait\. .*comment vous avez travaillé ensemble/);
    const no = run(fr, "Non, je ne veux pas être enregistré.");
    expect(no.state.outcome).toBe("consent_refused");
    expect(no.all.some((a) => a.kind === "start_recording")).toBe(false);
    expect(no.said.at(-1)).toBe(LINES_FR_REFUSED);
  });

  it("a hedged French or Spanish yes is asked again, never recorded", () => {
    for (const [ctx, hedge] of [
      [fr, "Euh, je suppose."],
      [es, "Supongo que sí."],
    ] as const) {
      const r = run(ctx, hedge, hedge);
      expect(r.state.consentGiven).toBe(false);
      expect(r.state.outcome).toBe("no_consent");
      expect(r.all.some((a) => a.kind === "start_recording")).toBe(false);
    }
  });

  it("an English call moves to Spanish for a reference who answers in Spanish, and reads the disclosure again in it", () => {
    const r = run(base, "Sí, claro.");
    expect(r.state.consentGiven).toBe(false);
    expect(r.state.language).toBe("es");
    expect(r.all).toContainEqual({ kind: "language", language: "es" });
    expect(r.said.at(-1)).toBe(linesFor(es).switchedLanguage() + linesFor(es).consent(es));
    // Now a Spanish yes is consent.
    const yes = run(base, "Sí, claro.", "Sí, adelante.");
    expect(yes.state.consentGiven).toBe(true);
  });

  it("moves to English when asked mid-call; the question is asked again in English", () => {
    const r = run(fr, "Oui.", "Oui, c'est moi.", "Do you speak English?");
    expect(r.state.language).toBe("en");
    expect(r.said.at(-1)).toBe(
      LINES.switchedLanguage() +
        "I understand you worked with Marie Tremblay as their direct manager. Could you tell me how you worked together, and for how long?",
    );
  });

  it("a language we do not offer ends politely: not a refusal, nothing recorded, marked for an operator", () => {
    const r = run(base, "Sprechen Sie Deutsch?");
    expect(r.state.outcome).toBe("language_unsupported");
    expect(r.state.unsupportedLanguage).toBe("German");
    expect(r.state.consent).not.toBe("refused");
    expect(r.said.at(-1)).toBe(LINES.languageUnsupported());
    const unknown = run(es, "I don't speak English.", "我不会说西班牙语");
    expect(unknown.said[1]).toBe(linesFor(es).offerLanguages());
    expect(unknown.state.outcome).toBe("language_unsupported");
    expect(unknown.state.unsupportedLanguage).toBe("Chinese");
  });

  it("mid-interview, a language asked for ends politely; a language named in an answer asks for nothing", () => {
    for (const [ctx, yes, me, ask, name] of [
      [base, "Yes.", "Yes, speaking.", "Could we switch to Portuguese?", "Portuguese"],
      [base, "Yes.", "Yes, speaking.", "Would it be possible to do it in Welsh?", "Welsh"],
      [fr, "Oui.", "Oui, c'est moi.", "Vous pouvez parler en néerlandais?", "Dutch"],
      [es, "Sí.", "Sí, soy yo.", "¿Se puede en catalán?", "Catalan"],
    ] as const) {
      const r = run(ctx, yes, me, ask);
      expect(r.state.outcome, ask).toBe("language_unsupported");
      expect(r.state.unsupportedLanguage, ask).toBe(name);
    }
    for (const [ctx, yes, me, answer] of [
      [base, "Yes.", "Yes, speaking.", "The contract was in German."],
      [base, "Yes.", "Yes, speaking.", "She handled our Dutch accounts."],
      [fr, "Oui.", "Oui, c'est moi.", "Il a travaillé en Catalogne, en catalan."],
      [es, "Sí.", "Sí, soy yo.", "Trabajó en el País Vasco."],
    ] as const) {
      const r = run(ctx, yes, me, answer);
      expect(r.state.outcome, answer).toBeNull();
      expect(r.state.phase, answer).not.toBe("ended");
    }
  });

  it("never ping-pongs: after two moves the call stays in its language", () => {
    const r = run(base, "Oui.", "¿Habla español?", "Parlez-vous anglais ?", "Oui.");
    expect(r.state.languageSwitches).toBe(2);
    expect(r.state.language).toBe("es");
  });

  it("declines a French invitation to discuss family and redacts a Spanish remark about pregnancy", () => {
    const fr1 = run(fr, "Oui.", "Oui.", FRENCH_ANSWERS[0]!, "Vous voulez savoir si elle a des enfants ?");
    expect(fr1.said.at(-1)).toMatch(/^Merci, mais je ne peux pas parler de caractéristiques personnelles/);
    const es1 = run(es, "Sí.", "Sí, soy yo.", "Trabajamos juntos tres años. Ella está embarazada.");
    expect(es1.state.responses.relationship).toBe(
      "Trabajamos juntos tres años. [removed: protected characteristic]",
    );
  });

  it("plays a whole French interview on the simulated clock: consent, eight questions, the close", async () => {
    const result = await runScriptedInterview(fr, scriptedInterviewer(), [
      { say: "Oui, allez-y." },
      { say: "Oui, c'est bien moi." },
      ...FRENCH_ANSWERS.map((say) => ({ say })),
    ]);
    console.log(result.transcript.map((t) => `${t.speaker}: ${t.text}`).join("\n"));
    expect(result.outcome).toBe("completed");
    expect(result.consent).toBe("given");
    const agent = result.transcript.filter((t) => t.speaker === "agent").map((t) => t.text);
    expect(agent.at(-1)).toBe(linesFor(fr).close(fr));
    // Every word the agent spoke is French: not one English line slipped in.
    for (const line of agent) expect(line).not.toMatch(/\b(the|you|Thank you|Could you)\b/);
  });
});

const LINES_FR_REFUSED = linesFor({ language: "fr" }).consentRefused();

describe("held-out partials closed in the product (families, not sentences)", () => {
  it("an identity yes and a language request in one turn: the questions start in the new language", () => {
    for (const [ctx, turn, to] of [
      [fr, "Oui c'est moi. Est-ce qu'on peut faire ça en anglais ?", "en"],
      [fr, "Oui, mais on peut faire ça en anglais ? C'est plus simple pour moi", "en"],
      [base, "Yes, it's me, but can we do it in Spanish?", "es"],
    ] as const) {
      const { state, said } = run(ctx, ctx === base ? "Yes" : "Oui", turn);
      expect(state.language).toBe(to);
      expect(state.phase).toBe("question");
      expect(state.consentGiven).toBe(true);
      expect(said.at(-1)).toContain(linesFor({ ...ctx, language: to }).begin());
    }
    // A language request alone at the identity question still asks who they are, in the new language.
    const alone = run(fr, "Oui", "On peut faire ça en anglais ?");
    expect(alone.state.phase).toBe("identity");
  });

  it("a yes said as a clause or after a discourse marker is consent; a condition or a no is not", () => {
    for (const [ctx, yes] of [
      [base, "Oh, sorry, yes, that's fine to record"],
      [base, "yes, you can record this call"],
      [base, "Aye, nae bother, on ye go"],
      [fr, "Ah d'accord. Bon, oui, vous pouvez enregistrer"],
      [es, "pueden grabar la llamada"],
    ] as const)
      expect(run(ctx, yes).state.consentGiven, yes).toBe(true);
    for (const [ctx, not] of [
      [base, "you can record if you send me a copy"],
      [base, "oh sure, because I just love being recorded"],
      [base, "sorry, no"],
      [fr, "bon, si c'est pour Karim, allez-y, enregistrez"],
    ] as const)
      expect(run(ctx, not).state.consentGiven, not).toBe(false);
  });

  it("a busy-word in an answer about the candidate is an answer, not a call-back", () => {
    const answers = [
      "J'ai été sa gestionnaire pendant trois ans.",
      "Elle pourrait prendre plus d'initiatives en réunion.",
    ];
    const { state } = run(fr, "Oui", "Oui c'est moi", ...answers);
    expect(state.outcome).toBeNull();
    expect(state.phase === "question" || state.phase === "followup").toBe(true);
    // Said of themselves, it is still a call-back.
    expect(run(fr, "Oui", "Oui c'est moi", answers[0]!, "je suis en réunion").state.outcome).toBe(
      "callback_requested",
    );
  });
});
