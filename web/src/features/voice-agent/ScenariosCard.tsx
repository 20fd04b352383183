import { CLEAR_CONSENT_ID, SCENARIO_GROUPS, SCENARIOS } from "@server/shared/voice-agent";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import type { VoiceAgent } from "./useVoiceAgent";

/** The scenario buttons: each sends its line as the reference and judges the agent's answer. */
export function ScenariosCard({ a }: { a: VoiceAgent }) {
  return (
    <Card className="space-y-4" aria-label="Scenarios">
      <h2 className="text-lg font-semibold">Scenarios</h2>
      {SCENARIO_GROUPS.map((g) => (
        <div key={g}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{g}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {SCENARIOS.filter((s) => s.group === g).map((s) => (
              <Button
                key={s.id}
                size="sm"
                variant="secondary"
                title={s.expected}
                disabled={s.id !== CLEAR_CONSENT_ID && a.status !== "running"}
                onClick={() => void a.reply(s.input, s)}
              >
                {s.label}
              </Button>
            ))}
          </div>
        </div>
      ))}
      <p className="text-xs text-slate-500">
        Start a conversation to use every scenario; Clear consent starts one.
      </p>
    </Card>
  );
}
