import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createSimulatedTelephony } from "../../src/providers/telephony/simulated";
import { createSimulatedLlm } from "../../src/providers/llm/simulated";
import { generateTestTwiml, SimulatedConversation } from "../../src/services/interview/operator";

const config = loadConfig({ NODE_ENV: "test" });
const deps = {
  config,
  providers: {
    llm: createSimulatedLlm(),
    telephony: createSimulatedTelephony({ baseUrl: "http://127.0.0.1:1", carrierToken: "unused" }),
  },
} as unknown as ConstructorParameters<typeof SimulatedConversation>[0];

describe("operator console: the real engine, turn by turn", () => {
  it("plays each persona to its outcome", async () => {
    const cases: [string, string][] = [
      ["cooperative", "completed"],
      ["difficult", "completed"],
      ["refuses-consent", "consent_refused"],
      ["busy", "callback_requested"],
      ["wrong-person", "wrong_person"],
      ["protected", "completed"],
      ["keypad", "completed"],
    ];
    for (const [persona, outcome] of cases) {
      const c = new SimulatedConversation(deps, { persona });
      const lines = await c.runToEnd();
      expect(c.outcome, persona).toBe(outcome);
      expect(lines[0]!.speaker).toBe("agent");
    }
  });

  it("steps one turn at a time, takes typed replies, and stops", async () => {
    const c = new SimulatedConversation(deps, { persona: "cooperative" });
    const tokens: string[] = [];
    const first = await c.agentTurn((t) => tokens.push(t));
    expect(first.text).toContain("Do I have your consent to record?");
    expect(tokens.length).toBeGreaterThan(10);
    c.reply("Yes, go ahead.");
    const second = await c.agentTurn();
    expect(second.startRecording).toBe(true);
    expect(second.text).toContain("Am I speaking with Pat Kim?");
    c.stop();
    expect(c.ended).toBe(true);
    expect(c.outcome).toBe("dropped");
  });

  it("generates TwiML for a voice, speed and script", () => {
    const xml = generateTestTwiml({ voice: "Polly.Joanna-Neural", speed: 85, script: "Hello there." });
    expect(xml).toContain(
      '<Say voice="Polly.Joanna-Neural" language="en-US"><prosody rate="85%">Hello there.</prosody></Say>',
    );
  });
});
