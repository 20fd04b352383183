import { Link } from "react-router";
import { OperatorGate } from "../admin/OperatorGate";
import { ConversationCard } from "./ConversationCard";
import { ResultsCard } from "./ResultsCard";
import { ScenariosCard } from "./ScenariosCard";
import { useVoiceAgent } from "./useVoiceAgent";

/** /test-voice-agent: the simulated conversation against the interview engine (spec §2.6). */
export function VoiceAgentPage() {
  return (
    <OperatorGate title="Voice Agent Testing">
      <VoiceAgent />
    </OperatorGate>
  );
}

function VoiceAgent() {
  const a = useVoiceAgent();
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex gap-4 text-sm">
            <Link to="/" className="text-brand-700 underline">
              ← Back
            </Link>
            <Link to="/#example-report" className="text-brand-700 underline">
              Example report
            </Link>
          </div>
          <h1 className="mt-2 text-2xl font-bold">Voice Agent Testing</h1>
          <p className="text-slate-600">
            Talk to the interview engine as a reference would, and check how it behaves.
          </p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_2fr_1fr]">
        <ScenariosCard a={a} />
        <ConversationCard a={a} />
        <ResultsCard a={a} />
      </div>
    </main>
  );
}
