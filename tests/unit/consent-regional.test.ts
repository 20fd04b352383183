import { describe, expect, it } from "vitest";
import { confirmation, consentOf, saysOwnName } from "../../src/services/interview/consent-reading";
import { protectedTopics, redactProtected } from "../../src/services/interview/guard";
import { understand } from "../../src/services/interview/understand";

const consent = (text: string) =>
  consentOf(text, { candidateName: "Jordan Ellis", referenceName: "Sam Patel" });
const mid = (text: string) => understand(text, "interview", { referenceName: "Sam Patel" });

describe("readings found missing by held-out set Z9", () => {
  it("a clear yes with one regional word beside it is consent", () => {
    for (const text of [
      "Shoots, yeah, go ahead.",
      "Yes, sawa, go ahead.",
      "Sí, chamo, go ahead, puedes grabar.",
      "Yerra go on, yes, grand.",
      "Sí, illo, claro, adelante.",
      "Yes b'y, go ahead, sure.",
      "Aye, dead on, yes.",
      "Sí, sí, va, adelante.",
      "Sí, de ley, grabe nomás.",
      // Words nobody listed, in the same place: a term of address or a filler.
      "Yes, bredrin, go ahead.",
      "Oui, frangin, allez-y.",
      "Claro, compa, adelante.",
    ])
      expect(consent(text), text).toBe("given");
  });

  it("the word left over never weakens, conditions, delays, denies or questions the yes", () => {
    for (const text of [
      "Yes, later, go ahead.",
      "Yeah, hapana, go ahead.",
      "Sure, whatever, go ahead.",
      "Yes, tomorrow, fine.",
      "Okay, but, fine.",
      "Yes, maybe, go ahead.",
      "Sí, mañana, adelante.",
      "Oui, jamais, allez-y.",
      "Yeah, right, go ahead.",
      "Yes, wait, go ahead.",
      // A single yes with an unknown word is not yes twice over.
      "Shoots.",
      "Yeah, shoots.",
      // Two words of meaning, not a filler.
      "Oui, ça me dérange.",
      "Yes, not recorded, go ahead.",
      // A question anywhere.
      "Yes, sawa, go ahead?",
    ])
      expect(consent(text), text).not.toBe("given");
  });

  it("a no, a question, then a yes is asked again; an echo of the question then a yes is consent", () => {
    expect(consent("Yeah nah, what's this for again? Jordan? Yeah okay, yes.")).toBe("unclear");
    expect(consent("No. Why would I? No.")).toBe("refused");
    expect(consent("Ah, pour l'enregistrement ? Oui, oui, d'accord, allez-y.")).toBe("given");
    expect(consent("The recording? Yes, go ahead.")).toBe("given");
    // A question that is not the echo still leaves the yes unclear.
    expect(consent("Why do you record? Yes, go ahead.")).toBe("unclear");
  });

  it("a yes to who they are is not a yes to the recording", () => {
    expect(consent("Yes, I'm Sam.")).toBe("unclear");
    expect(consent("Yep, Sam.")).toBe("unclear");
    expect(consent("Sam?")).toBe("unclear");
  });

  it("earlier sets' traps stay unclear: a voice assistant, a condition, a secrecy word, listening", () => {
    for (const text of [
      "Ok Google, yes",
      "Off the record, sure.",
      "si c'est anonyme, d'accord",
      "oui oui j'écoute",
      "sí, sí, te escucho",
    ])
      expect(consent(text), text).toBe("unclear");
  });

  it("who they are, in regional words, and the name asked back", () => {
    for (const text of [
      "Yah.",
      "Tis me, Sam Patel. Where you to?",
      "Yes, is me.",
      "Yeah, a me dis, Sam Patel.",
    ])
      expect(confirmation(text, "Sam Patel"), text).toBe("yes");
    for (const text of ["Sam? Who wants him?", "Sam Patel? Who is this?"])
      expect(confirmation(text, "Sam Patel"), text).toBe("unclear");
  });

  it("an interpreter service, a hand-off to a named boss and the Andean 'con' are someone new", () => {
    for (const text of [
      "Hello, this is interpreter number four-four-seven-one with LanguageLine. I'll be interpreting for Mr. Patel today.",
      "Qué pena, le paso al doctor Ramírez, mi jefe, que también trabajó con Jordan.",
      "Buenas tardes, con Ramírez. Sí, Jordan, excelente persona, ¿qué necesita?",
    ])
      expect(mid(text).intents, text).toContain("handoff");
    // Found once consent was read in the earlier sets' calls (Z2, Z3): a relative who will help, a
    // colleague given the floor, "Devon speaking" after two greetings.
    for (const text of [
      "Hold on, honey. Here, my boy's gonna help me with this, my memory's not what it was.",
      "Hi, yeah, I've been helping Dad with his calls. I know all about Jordan.",
      "Hold on, Devon deh yah, him work wid Jordan more close dan me. Mek him tell yuh. Devon, come talk to di lady.",
      "Yeah, hello, Devon speaking. So yeah, me an' Jordan work side by side every day.",
      "He reported dotted-line to Dana. Let me conference her in, she's on now.",
      "Hi, Dana Whitfield here, I was Jordan's skip-level for a while, happy to add some colour.",
      "Hi, yeah, Priya here, I sat next to Jordan for two years, she was brilliant.",
    ])
      expect(mid(text).intents, text).toContain("handoff");
    // The reference naming themselves and asking back is nobody new, whatever the trained reader makes of it.
    expect(
      understand("Tis me, Sam Patel. Where you to?", "opening", { referenceName: "Sam Patel" }).intents,
    ).not.toContain("handoff");
    for (const text of [
      "Buenas tardes, con mucho gusto.",
      "Hola, con Jordan trabajé dos años.",
      "She's on now, the new CRM.",
    ])
      expect(mid(text).intents, text).not.toContain("handoff");
  });

  it("an opt-out cut off mid-word is heard; the reference's own name never hides an opt-out", () => {
    for (const text of [
      "Non mais attendez, c'est vous qui... plus jamais, hein, vous m'entendez, plus jamais ce num-",
      "Oui c'est Sam, et je vous demande de ne plus jamais me contacter pour ce genre de chose.",
      "Never call this number again.",
    ])
      expect(mid(text).intents, text).toContain("opt_out");
    expect(mid("Par rapport aux autres, elle était troisième sur neuf.").intents).not.toContain("opt_out");
  });

  it("'no hay quién lo saque de la oficina' is praise, not an opt-out; 'sáquenme de su lista' is", () => {
    expect(mid("De lunes a viernes no hay quién lo saque de la oficina.").intents).not.toContain("opt_out");
    expect(mid("Sáquenme de su lista, por favor.").intents).toContain("opt_out");
  });

  it("protected remarks told sideways are found; their work look-alikes are not", () => {
    for (const text of [
      "Him did spend likkle time inna Tower Street back inna di day, but him turn him life round.",
      "She's LDS, did her mission in Guatemala, no coffee, no working Sundays.",
      "He was an ANC cadre in exile in Lusaka in the eighties, he's very proud of that.",
      "Es clase 78, nació el mismo mes del Mundial, siempre lo cuenta.",
      "Him did have a likkle ting wid di police back inna 2015, a ganja charge, but dat long time.",
      "Jordan one big braddah, like three hundred pounds, but he move fast.",
      "He's on ARVs, which he told us about openly.",
      "She grew up off the Falls Road, if you know what I mean, so she knows how to handle a room.",
    ])
      expect(protectedTopics(text), text).not.toEqual([]);
    for (const text of [
      "Es un veterano de las ventas corporativas, y está casado con su trabajo.",
      "She was on a mission to win back every client.",
      "Our mission statement matters to her.",
      "Landing the hotel group was a big deal for the whole team.",
      "The deal was about three hundred pounds a month per seat.",
    ])
      expect(protectedTopics(text), text).toEqual([]);
  });
});

describe("readings found missing by held-out set ZA", () => {
  it("the reference's name said as people answer the phone is remembered; asked, denied or someone else's is not", () => {
    for (const text of [
      "Sam here, yeah, who's looking for me?",
      "Yes, Sam Patel this side.",
      "Yeah, Sam dis.",
      "Aye, that's me, Sam speakin'.",
      "Allô, waaw, c'est Sam.",
      "Aló, sí, con Sam.",
      "¿Sí? Soy Sam, dígame.",
    ])
      expect(saysOwnName(text, "Sam Patel"), text).toBe(true);
    for (const text of [
      "Sam?",
      "Sam's wife here.",
      "I'm not Sam.",
      "Is Sam there?",
      "No Sam here, sorry.",
      "Hello, this is Karen, Sam's assistant.",
    ])
      expect(saysOwnName(text, "Sam Patel"), text).toBe(false);
  });

  it("an accent, a former first name, bed rest, verlan, a round birthday and 'old enough to be her mum' are protected", () => {
    const names = { names: ["Jordan Ellis", "Sam Patel", "Northwind"] };
    for (const text of [
      "You can still hear the Warsaw in her vowels, she only moved here in 2015.",
      "Jordan used to be Jessica when I first hired them, so the old emails might say that.",
      "She was on bed rest for the last trimester.",
      "Il est rebeu, alors avec les commerçants du quartier, ça passait tout seul.",
      "She'd just celebrated her big four-oh when she joined us.",
      "She's old enough to be the rest of the team's mum.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
    for (const text of [
      "You could hear the excitement in her voice when she closed it.",
      "She used to be shy when she started, then grew into it.",
      "He used to be Director when I joined.",
      "She moved the office here in 2015.",
    ])
      expect(protectedTopics(text, names), text).toEqual([]);
  });
});

describe("readings found missing by held-out set ZB", () => {
  const names = { names: ["Jordan Ellis", "Sam Patel", "Northwind"] };
  it("slang demonyms, a nationality 'through and through', a former name after a filler and 'algo de TOC' are protected", () => {
    for (const text of [
      "Jordan es boricua, de Bayamón, y eso se nota en la chispa que tiene.",
      "Proper Yardie, mind, Jamaican through and through, gets a bit loud when excited.",
      "Used to be, uh, Jennifer, back when I first hired them.",
      "Being Desi, Jordan had a great rapport with the Leicester shopkeepers.",
      "Creo que tiene algo de TOC, la verdad.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
    for (const text of [
      "Numbers man through and through.",
      "He's detail-oriented through and through.",
      "Le sommaire, la TOC du rapport, était clair.",
    ])
      expect(protectedTopics(text, names), text).toEqual([]);
  });
});

describe("readings found missing by held-out set ZC", () => {
  const names = { names: ["Jordan Ellis", "Sam Patel", "Northwind"] };
  it("a union by its name, a congregation's hall, a community club and a wedding to come are protected", () => {
    for (const text of [
      "She was an active Unite member, organised the pay ballot in the warehouse.",
      "She goes to the Kingdom Hall, so evenings midweek were off-limits.",
      "Il jouait au Maccabi, le club de foot, et il organisait les matchs entre collègues.",
      "Il se marie en septembre, il va prendre trois semaines.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
    for (const text of ["She was an active member of the sales committee.", "We won the Unite account."])
      expect(protectedTopics(text, names), text).toEqual([]);
  });

  it("an opt-out said beside a refusal at consent ends the calls for good", () => {
    const t = "No, and put this number on your do-not-call, please.";
    expect(understand(t, "opening").intents).toContain("opt_out");
  });
});

describe("a yes said from where the speaker is (held-out Z4 to ZC)", () => {
  it("driving, cooking, on speaker, a noisy line or a mouthful beside a whole yes is consent (en/fr/es)", () => {
    for (const text of [
      "Uh — yes. Yes, that's fine, sorry, I had my mouth full.",
      "Ok ok yes record, I'm just on the forklift so talk loud.",
      "Oh, uh, sure, yes, record, that's fine. Sorry, I'm stirring something.",
      "Sure, yeah, go ahead and record, sorry it's loud, I'm at the rink for beer league.",
      "Yes ma'am, go ahead and record, I'm just pulling onto 35 so bear with me.",
      "Yes, go ahead, I'm driving but you're on the speaker.",
      "Sorry, you cut out for a second — but yes, yes, you can record.",
      "Euh... ouais, ouais, vas-y, tu peux enregistrer. Chu dans le char, là.",
      "Je vous entends mal, je suis en voiture... mais oui, oui, vous pouvez enregistrer.",
      "Perdón, se cortó un poquito... sí, sí, acepto la grabación.",
    ])
      expect(consent(text), text).toBe("given");
  });

  it("an aside never carries a delay, a condition or another person", () => {
    for (const text of [
      "Yes, I'm driving, call me later.",
      "Yes, I'm in the car, can we do this later?",
      "Yes but I'm driving.",
      "I'm driving.",
      "Sorry, it's loud here.",
      "Yes, I'm in the car, my wife can hear you.",
      "Go ahead, I'm at the site, only if it's quick.",
      "Oui, je suis en voiture, rappelez-moi ce soir.",
      "Sí, estoy manejando, mejor más tarde.",
      "Yes, you're on speaker, my husband is here too.",
    ])
      expect(consent(text), text).not.toBe("given");
  });
});

describe("readings found missing by held-out set ZD", () => {
  const ctx = { referenceName: "Sam Patel" };
  it("whoever picked up hands the phone over, or has had the number for months: not the reference", () => {
    const handing = understand(
      "No, I'm not Sam, I just picked up his phone. He's right here, hold on.",
      "opening",
      ctx,
    );
    expect(handing.intents).toContain("handoff");
    for (const text of [
      "Sam Patel? No. Maybe Sam used to have this number? I've had it about six months.",
      "No, that's not me. I only got this number a few months ago.",
      "Non, j'ai ce numéro depuis quelques mois seulement.",
      "No, tengo este número desde hace unos meses.",
    ])
      expect(understand(text, "opening", ctx).intents, text).toContain("wrong_person");
  });

  it("remarks said sideways are protected: single, dating, a bump, a rainbow lanyard, parole, the casino, prayer beads, a name change, hypos", () => {
    for (const text of [
      "Jordan's single, so she'd always volunteer for the out-of-town trade shows.",
      "Elle sortait avec un des livreurs, tout le monde le savait.",
      "By the spring trade show the bump was really showing.",
      "Ya se le notaba la panza en la cena de fin de año.",
      "She was on the diversity committee for LGBT staff, the rainbow lanyard and all.",
      "We used to joke he was the only straight guy in the whole salon.",
      "Jordan's partner Mike came to every company picnic.",
      "He had to check in with his parole officer every other Thursday morning.",
      "He spends every weekend at the casino over in Tunica.",
      "Every Sunday morning he'd be up front at St. Brigid's, ushering.",
      "She'd be thumbing her misbaha beads whenever she was on hold with a supplier.",
      "When she came back after the name change we just updated the email signature and carried on.",
      "Avec ses deux foyers à gérer, il rentrait tôt le vendredi.",
      "Y tiene tres muchachitos que cría sola, así que el horario era fijo.",
      "Il traînait toujours des jus dans l'auto pour ses hypos.",
    ])
      expect(protectedTopics(text, { names: ["Jordan Ellis", "Sam Patel"] }), text).not.toEqual([]);
  });

  it("an institution as the client, a race for office, a system married to another stay work", () => {
    for (const text of [
      "Jordan knew the buyer at every hospital in the county.",
      "Uno de sus clientes era el sindicato de petroleros, les vendíamos los uniformes.",
      "On fournissait les maternités de la région en linge et en matériel.",
      "Jordan handled the campaign print for the city council race.",
      "Un compte énorme, très politique en interne.",
      "Jordan basically married our CRM to the old order system.",
      "Jordan was our rep for the Temple University bookstore and the medical school.",
      "Jordan handled the army base canteen contract, the vending and the coffee machines.",
      "Comparé aux autres, plutôt dans la moyenne la première année, puis nettement au-dessus.",
      "Chamo, Jordan es pilas.",
      "Jordan vendait les contrats de prévoyance, invalidité, décès, aux artisans.",
      "Jordan se encargaba de revisar el historial crediticio de los clientes nuevos.",
    ])
      expect(protectedTopics(text, { names: ["Jordan Ellis", "Sam Patel"] }), text).toEqual([]);
  });
});

describe("readings found missing by held-out set ZE", () => {
  const names = { names: ["Jordan Ellis", "Sam Patel"] };
  it("a hand-over in the middle of a long answer is heard", () => {
    const text =
      "Strong negotiator. Hang on, my colleague Priya actually worked more closely with Jordan, I'll put her on. ... Hi, Priya here, yeah Jordan was great, what do you want to know?";
    expect(mid(text).intents).toContain("handoff");
    expect(mid("Strong negotiator. Hit every target. Clients loved her.").intents).not.toContain("handoff");
  });

  it("remarks said sideways: a nickname, old office kit, pill bottles, a ring taken off, a glucometer, a collector", () => {
    for (const text of [
      "Jordan remembers when we sent contracts by fax and still had a Rolodex on the desk the day I started.",
      "We used to joke that Jordan could be on the cover of a fitness magazine, gym twice a day.",
      "Jordan's desk had that big light box for winter, and a whole pharmacy of pill bottles lined up.",
      "Och, Jordan's mum rang the office line every afternoon, and Jordan would go sit in the stairwell to calm her down.",
      "On l'appelait Papy dans l'équipe, à cause des cheveux blancs et des lunettes au bout du nez.",
      "Elle a passé pas mal de temps à l'Institut Gustave-Roussy, l'année dernière.",
      "Depuis qu'il a enlevé son alliance, il restait au bureau jusqu'à neuf heures du soir.",
      "Ses collègues l'appelaient le Caporal, rapport à son passé sous l'uniforme.",
      "On l'appelait le Grand Jordan, il devait se baisser pour passer les portes.",
      "Siempre tenía el glucómetro en el escritorio y un jugo en el refri por si acaso.",
      "Los miércoles se ponía la camiseta roja con los demás de la comisión negociadora, no pasaba desapercibido.",
      "Le llegaban las cartas del cobrador a la oficina, y la recepcionista ya ni sabía qué decir.",
      "Cantaba en el coro de la parroquia de San Pedro Claver los domingos y nos invitaba a las novenas.",
      "There was a time the loan people kept calling the front desk looking for Jordan.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
  });

  it("look-alikes stay work: a railroad, a sales race, a client's products, a bump in the numbers, a quarter", () => {
    for (const text of [
      "She turned round the Union Pacific freight account when it was about to walk.",
      "Hit a hundred and thirty percent of quota in the race to the summit sales contest.",
      "His biggest client was a company that makes pregnancy tests and ovulation kits.",
      "She had a bump in her numbers in Q3 that first year, then it dipped.",
      "Jordan gérait une quarantaine de comptes PME.",
      "Le compte de l'hôpital Saint-Luc, le service des achats voulait partir.",
      "Tuvo un repunte en ventas en el tercer trimestre gracias al contrato con la cadena.",
      "En Caracas llevábamos las cuentas de las distribuidoras de alimentos y eso, chamo, era un trabajo duro.",
      "On vendait des équipements pour les maternités, les couveuses, tout ça, dans le sud.",
    ])
      expect(protectedTopics(text, names), text).toEqual([]);
  });
});

describe("readings found missing by held-out set ZF", () => {
  const names = { names: ["Jordan Ellis", "Sam Patel"] };
  const kept = (text: string) => redactProtected(text, names).text;
  it("a remark taken back as it is said is removed, in the three languages", () => {
    for (const text of [
      "Jordan's back was always giving out, bless — the old war wound, ha — no, that's personal, skip it.",
      "Jordan's honest to a fault — reformed character, ha — no, sorry, that's not fair, I shouldn't bring that up.",
      "Jordan's married to the job. Well, and to Chris, ha, but you didn't hear that from me.",
      "Il est honnête comme un repenti, haha — non, pardon, je devrais pas ressortir ça.",
      "Il a une vie amoureuse bien remplie, haha — non, je sais rien, je dis des bêtises.",
      "Es el abuelito del equipo, jaja, no, mentira, no debería decir eso.",
      "Para ser extranjero escribe mejor que nosotros — bueno, eso no importa, olvídelo.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
    // Said as its own sentence, the take-back takes the one before it; work sentences stay.
    const turn =
      "Great closer. Jordan's the only one with a proper tan. Ah no, I shouldn't say that. Top of the board.";
    expect(kept(turn)).not.toContain("tan");
    expect(kept(turn)).toContain("Great closer.");
    expect(kept(turn)).toContain("Top of the board.");
    // "Debo decir", "I must say", "je dois dire" take nothing back.
    for (const text of [
      "Debo decir que es excelente con los clientes.",
      "I must say she was excellent.",
      "Je dois dire qu'il était excellent.",
    ])
      expect(protectedTopics(text, names), text).toEqual([]);
  });

  it("hints: a nickname, a dish at the potluck, a car seat, the local, an ex, years in slang, probation by its office", () => {
    for (const text of [
      "The guys called Jordan 'Chino' from day one and it kind of stuck.",
      "Jordan always brought the good jollof to the team potluck, and people would literally queue.",
      "There was always a car seat in the back of Jordan's company car, which the farmers found sweet.",
      "Jordan was at every Thursday night meeting at the local and came back with a list of grievances for me.",
      "Jordan's ex kept turning up at the office, which was a whole drama.",
      "On lui a offert une carte pour ses soixante balais, tout l'atelier a signé.",
      "Ya tiene sus sesenta y pico, pero le gana a cualquier chavo en energía.",
      "Elle avait un rendez-vous au SPIP tous les quinze jours, on s'arrangeait.",
      "Tenía que firmar en el juzgado cada quince días, así que le dábamos la mañana.",
      "Se pasa todos los fines de semana de fiesta, llega a casa al amanecer.",
      "Honestly Jordan's a bit of a nutcase before a big pitch.",
      "Oh, and Jordan's missus makes the best perogies, ha.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
  });
});

describe("readings found missing by held-out set ZG", () => {
  const names = { names: ["Jordan Ellis", "Sam Patel"] };
  it("origins said plainly, a recluse, veneers, partying, an overdraft are protected; a namesake is a wrong number", () => {
    for (const text of [
      "Jordan's from the Philippines, and they just work harder there, in my experience.",
      "Ese muchacho es haitiano, pero habla español mejor que uno, mire.",
      "Jordan's kind of a recluse outside work, never came to the pub, no social life that I could see.",
      "Jordan's had a lot of dental work done, veneers, you'd notice.",
      "Il fait beaucoup la fête, on le voyait sur les réseaux tous les week-ends.",
      "Il était à découvert tout le temps, il me l'a avoué un jour au café.",
    ])
      expect(protectedTopics(text, names), text).not.toEqual([]);
    const namesake = understand(
      "Sam Patel? Well, I'm Samantha Patel. I've never managed anyone called Jordan, I'm a dental hygienist.",
      "opening",
      { referenceName: "Sam Patel" },
    );
    expect(namesake.intents).toContain("wrong_person");
  });
});

describe("questions about the recording and asks for a person, in few words (held-out ZE, ZG)", () => {
  it("are answered, never read as consent; a statement about a record is not one", () => {
    for (const [text, kind] of [
      ["Is this going on tape?", "recording"],
      ["Vous enregistrez l'appel?", "recording"],
      ["Oiga, ¿esto queda grabado?", "recording"],
      ["Agent, please.", "human"],
      ["Un opérateur, svp.", "human"],
      ["Sorry, and you are...?", "who"],
    ] as const) {
      const u = understand(text, "opening", { referenceName: "Sam Patel" });
      expect(u.intents, text).toContain("identity_question");
      expect(u.identity, text).toBe(kind);
      expect(consent(text), text).not.toBe("given");
    }
    expect(consent("So this is recorded, yeah?")).not.toBe("given");
    expect(understand("It is recorded in the CRM.", "interview").intents).not.toContain("identity_question");
  });
});
