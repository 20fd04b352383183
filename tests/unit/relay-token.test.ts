import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { relayToken, spokenText } from "../../src/providers/telephony/twiml";

describe("text tokens at a speaking rate", () => {
  it("wraps a spoken token in <prosody rate> and escapes its text", () => {
    expect(relayToken("Hello ", 95)).toBe('<prosody rate="95%">Hello </prosody>');
    expect(relayToken("R&D <team> ", 80)).toBe('<prosody rate="80%">R&amp;D &lt;team&gt; </prosody>');
    expect(relayToken(" ", 95)).toBe(" ");
  });

  it("sends the escaped text alone at 100%", () => {
    expect(relayToken("Hello & bye", 100)).toBe("Hello &amp; bye");
  });

  it("a TTS engine speaks the text back, tags removed and entities decoded", () => {
    for (const text of ["Hello ", 'R&D <team> said "yes" ', "it's 5 > 4 "])
      for (const speed of [80, 95, 100]) expect(spokenText(relayToken(text, speed))).toBe(text);
  });

  it("VOICE_SPEED accepts 80–100 in steps of 5 and names itself otherwise", () => {
    expect(loadConfig({ NODE_ENV: "test", VOICE_SPEED: "85" }).env.VOICE_SPEED).toBe(85);
    expect(loadConfig({ NODE_ENV: "test" }).env.VOICE_SPEED).toBe(95);
    for (const bad of ["83", "75", "105", "fast"])
      expect(() => loadConfig({ NODE_ENV: "test", VOICE_SPEED: bad })).toThrow(/VOICE_SPEED/);
  });
});
