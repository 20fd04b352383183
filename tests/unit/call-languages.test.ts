import { describe, expect, it } from "vitest";
import { voiceFor } from "../../src/providers/telephony/language-voices";
import { conversationRelayTwiml, sayTwiml } from "../../src/providers/telephony/twiml";
import { interviewLanguage } from "../../src/services/checks/call-language";
import { noticeText } from "../../src/services/calls/notice-texts";
import { smsIntent } from "../../src/services/calls/sms";
import { voicemailText } from "../../src/services/calls/voicemail-texts";
import { suggestedLanguage } from "../../src/shared/call-language";

const facts = {
  productName: "RefLine",
  referenceName: "Élise Tremblay",
  candidateName: "Sam Lee",
  companyName: "Acme Corp",
  role: "Senior Engineer",
  fromNumber: "+15145550006",
};
const ctx = { ...facts, relationship: "colleague", callbackNumber: "+15145550006" };

describe("call languages", () => {
  it("suggests French for Quebec and New Brunswick numbers only", () => {
    for (const n of [
      "+15145550100",
      "+14185550100",
      "+18195550100",
      "+14385550100",
      "+15065550100",
      "+14285550100",
    ])
      expect(suggestedLanguage(n), n).toBe("fr");
    for (const n of ["+14165550100", "+16135550100", "+19025550100", "+14155550100", "+442079460958", ""])
      expect(suggestedLanguage(n), n).toBe("en");
  });

  it("writes the pre-call text in each language with every fact and the opt-out", () => {
    const en = noticeText(facts, "en");
    const fr = noticeText(facts, "fr");
    const es = noticeText(facts, "es");
    expect(fr).toContain("Bonjour Élise, ici RefLine.");
    expect(fr).toContain("a donné votre nom comme référence pour un poste de Senior Engineer chez Acme Corp");
    expect(fr).toMatch(/enregistré .*vous pouvez refuser/);
    expect(es).toContain("Hola Élise, le escribimos de RefLine.");
    expect(es).toMatch(/que se grabará .*puede negarse/);
    for (const text of [en, fr, es]) {
      expect(text).toContain("Sam Lee");
      expect(text).toContain("+15145550006");
      expect(text).toContain("STOP");
    }
    // The replies the texts invite are understood.
    expect(smsIntent("PLUS TARD")).toBe("later");
    expect(smsIntent("Más tarde, por favor")).toBe("later");
    expect(smsIntent("mas tarde")).toBe("later");
    expect(smsIntent("ARRÊT")).toBe("stop");
    expect(smsIntent("STOP")).toBe("stop");
  });

  it("leaves voicemail in the reference's language, the number read digit by digit", () => {
    const fr = voicemailText(ctx, "fr");
    const es = voicemailText(ctx, "es");
    expect(fr).toContain(
      "Rappelez-nous au 5 1 4, 5 5 5, 0 0 0 6, du lundi au vendredi entre 9 heures et 18 heures",
    );
    expect(es).toContain("devuélvanos la llamada al 5 1 4, 5 5 5, 0 0 0 6, de lunes a viernes");
    expect(voicemailText(ctx, "en")).toContain("between 9 AM and 6 PM, Monday to Friday");
  });

  it("picks a Canadian French or US Spanish voice in the configured engine and register", () => {
    expect(voiceFor("fr", "Google.en-US-Neural2-F")).toEqual({
      provider: "Google",
      name: "fr-CA-Neural2-A",
      sayId: "Google.fr-CA-Neural2-A",
      locale: "fr-CA",
    });
    expect(voiceFor("es", "Google.en-US-Neural2-D").name).toBe("es-US-Neural2-B");
    expect(voiceFor("fr", "Polly.Joanna-Neural")).toMatchObject({
      name: "Gabrielle-Neural",
      sayId: "Polly.Gabrielle-Neural",
    });
    expect(voiceFor("es", "Polly.Matthew-Neural")).toMatchObject({ name: "Pedro-Neural", locale: "es-US" });
    expect(voiceFor("en", "Polly.Joey-Neural")).toMatchObject({ name: "Joey-Neural", locale: "en-US" });
  });

  it("sets ConversationRelay's language and voice, and <Say> for voicemail", () => {
    const relay = conversationRelayTwiml({ relayUrl: "wss://x/voice/relay", callLogId: 7, language: "es" });
    expect(relay).toContain('language="es-US"');
    expect(relay).toContain('voice="es-US-Neural2-A"');
    const say = sayTwiml("Bonjour", { language: "fr", speed: 100 });
    expect(say).toContain('voice="Google.fr-CA-Neural2-A"');
    expect(say).toContain('language="fr-CA"');
    expect(conversationRelayTwiml({ relayUrl: "wss://x", callLogId: 1 })).toContain('language="en-US"');
  });

  it("holds the live conversation in the reference's language, each declared with its voice", () => {
    expect(interviewLanguage("en")).toBe("en");
    expect(interviewLanguage("fr")).toBe("fr");
    expect(interviewLanguage("es")).toBe("es");
    // Every language the call may move to mid-call is declared, with its own voice.
    const relay = conversationRelayTwiml({ relayUrl: "wss://x", callLogId: 1, language: "fr" });
    expect(relay).toContain('language="fr-CA"');
    expect(relay).toMatch(/<Language code="en-US"[^>]*voice="en-US-Neural2-F"/);
    expect(relay).toMatch(/<Language code="fr-CA"[^>]*voice="fr-CA-Neural2-A"/);
    expect(relay).toMatch(/<Language code="es-US"[^>]*voice="es-US-Neural2-A"/);
  });
});
