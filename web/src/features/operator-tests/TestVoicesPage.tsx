import { useState } from "react";
import {
  DEFAULT_SCRIPTS,
  DEFAULT_VOICE,
  SPEED,
  VOICES,
  formatUsPhone,
  type TestScriptType,
  type VoiceId,
} from "@server/shared/voices";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SelectField, TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { api, errorText } from "../../lib/api";
import { OperatorPage } from "./OperatorPage";

/** /test-voices: voice, speed, intro and follow-up scripts; Call My Phone or Generate TwiML (spec §2.3). */
export function TestVoicesPage() {
  const toast = useToast();
  const [voice, setVoice] = useState<VoiceId>(DEFAULT_VOICE);
  const [speed, setSpeed] = useState<number>(SPEED.default);
  const [phone, setPhone] = useState("");
  const [scripts, setScripts] = useState<Record<TestScriptType, string>>({ ...DEFAULT_SCRIPTS });
  const [twiml, setTwiml] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function callMe(testType: TestScriptType) {
    if (!phone.trim())
      return toast({
        title: "Phone Number Required",
        description: "Please enter your phone number to receive the test call",
        variant: "destructive",
      });
    setBusy(`call-${testType}`);
    try {
      const r = await api("POST /api/test-voice-call", {
        body: { voice, speed, script: scripts[testType], phoneNumber: phone, testType },
      });
      setTwiml(r.twiml);
      toast({
        title: "Test call started",
        description: `Call ${r.callId}: expect it within about 30 seconds.`,
        variant: "success",
      });
    } catch (err) {
      toast({
        title: "Voice Test Failed",
        description: errorText(err) || "Failed to initiate test call",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  async function generate(testType: TestScriptType) {
    setBusy(`twiml-${testType}`);
    try {
      const r = await api("POST /api/generate-test-twiml", {
        body: { voice, speed, script: scripts[testType], testType },
      });
      setTwiml(r.twiml);
    } catch (err) {
      toast({
        title: "TwiML Generation Failed",
        description: errorText(err) || "Failed to generate TwiML",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <OperatorPage title="Voice Tester" intro="Hear the caller's voice and speed with your own scripts.">
      <Card className="grid gap-4 md:grid-cols-3">
        <SelectField
          label="Voice"
          value={voice}
          onChange={(e) => setVoice(VOICES.find((v) => v.id === e.target.value)?.id ?? DEFAULT_VOICE)}
        >
          {VOICES.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </SelectField>
        <div>
          <label htmlFor="speed" className="block text-sm font-medium text-slate-800">
            Speed: {speed}%
          </label>
          <input
            id="speed"
            type="range"
            min={SPEED.min}
            max={SPEED.max}
            step={SPEED.step}
            value={speed}
            onChange={(e) => setSpeed(Number(e.target.value))}
            className="mt-3 w-full accent-brand-600"
          />
          <div className="flex justify-between text-xs text-slate-500">
            <span>{SPEED.min}%</span>
            <span>{SPEED.max}%</span>
          </div>
        </div>
        <TextField
          label="Your phone number"
          type="tel"
          placeholder="(555) 123-4567"
          value={phone}
          onChange={(e) => setPhone(formatUsPhone(e.target.value))}
        />
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        {(["intro", "followup"] as const).map((type) => (
          <Card key={type}>
            <h2 className="text-lg font-semibold">
              {type === "intro" ? "Intro script test" : "Follow-up script test"}
            </h2>
            <label className="mt-3 block text-sm font-medium text-slate-800" htmlFor={`script-${type}`}>
              Script
            </label>
            <textarea
              id={`script-${type}`}
              rows={5}
              value={scripts[type]}
              onChange={(e) => setScripts((s) => ({ ...s, [type]: e.target.value }))}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => void callMe(type)} disabled={busy !== null}>
                {busy === `call-${type}` ? "Calling…" : "Call My Phone"}
              </Button>
              <Button variant="secondary" onClick={() => void generate(type)} disabled={busy !== null}>
                Generate TwiML
              </Button>
            </div>
          </Card>
        ))}
      </div>
      <Card>
        <h2 className="text-lg font-semibold">TwiML preview</h2>
        {twiml ? (
          <pre
            data-testid="twiml-preview"
            className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
          >
            {twiml.replace(/></g, ">\n<")}
          </pre>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            Generate TwiML or place a call to see what the caller will say.
          </p>
        )}
      </Card>
    </OperatorPage>
  );
}
