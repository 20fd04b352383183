import { describe, expect, it } from "vitest";
import { understand } from "../../src/services/interview/understand";

const opening = (text: string) => understand(text, "opening", { referenceName: "Sam Patel" });
const mid = (text: string) => understand(text, "interview", { referenceName: "Sam Patel" });

describe("readings found missing by held-out sets Z7 and Z8", () => {
  it("a wrong number said through the reference's name is a wrong number, not a refusal or an opt-out", () => {
    for (const text of [
      "I'm not Sam, and I never managed anyone called Jordan, you've made a mistake.",
      "Nah mate, no Sam Patel at this number, never has been.",
      "Uh, this is a hospital switchboard, we don't have a Sam Patel on staff.",
      "No, ese número era de otra persona, yo lo tengo hace poco.",
      "C'est pas le bon numéro, madame, ici c'est une boulangerie.",
      "Sam ? Non, moi c'est Ginette. Sam, ça devait être l'ancien propriétaire du numéro.",
    ]) {
      expect(opening(text).primary, text).toBe("wrong_person");
    }
    // The reference naming themselves is not a wrong number.
    expect(opening("Yes, this is Sam.").intents).not.toContain("wrong_person");
  });

  it("carrier messages and queues are machines; asking where we call from is a question, not a call-back", () => {
    for (const text of [
      "Le numéro que vous avez demandé n'est plus attribué.",
      "Welcome to Vodafone. The number you have dialled has not been recognised.",
      "All our operators are busy. Your call is important to us. Please stay on the line.",
    ])
      expect(opening(text).primary, text).toBe("machine");
    for (const text of ["¿De qué empresa me llama?", "¿Y usted de dónde me llama?"]) {
      expect(opening(text).intents, text).not.toContain("call_later");
      expect(opening(text).intents, text).toContain("identity_question");
    }
    // A client who calls at night is narration; a time to call back is still a call-back.
    expect(
      mid("He had the patience of a saint with our most difficult client, the one who'd ring at midnight.")
        .intents,
    ).not.toContain("call_later");
    expect(opening("Ring me at six, I'm driving.").intents).toContain("call_later");
    expect(opening("Llámeme mañana por la tarde.").intents).toContain("call_later");
  });

  it("asking again, holding, and asking for a person in new words", () => {
    expect(mid("Pouvez-vous reformuler la question?").primary).toBe("repeat");
    expect(mid("You're cutting out, what did you say?").primary).toBe("repeat");
    expect(mid("Espera, espera, no cuelgues, busco los audífonos.").primary).toBe("hold");
    expect(mid("Un momentico, ya vuelvo.").primary).toBe("hold");
    for (const text of [
      "Est-ce que je peux avoir un interlocuteur humain?",
      "Can you transfer me to your supervisor, an actual person?",
      "Comuníqueme con un asesor, por favor.",
    ])
      expect(opening(text).identity, text).toBe("human");
    // A real person in an answer is an answer.
    expect(mid("She's a real person, down to earth with every client.").identity).toBeNull();
  });
});
