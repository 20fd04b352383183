import { Badge, Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import type { VoiceAgent } from "./useVoiceAgent";

/** Controls, the browser voice, the running transcript and the reply box. */
export function ConversationCard({ a }: { a: VoiceAgent }) {
  return (
    <Card className="flex min-h-[32rem] flex-col">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">Conversation</h2>
        <Badge
          color={a.status === "running" ? "green" : a.status === "paused" ? "yellow" : "gray"}
          data-testid="conversation-status"
        >
          {a.status}
        </Badge>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void a.start()} disabled={a.status !== "idle"}>
          Start
        </Button>
        <Button size="sm" variant="secondary" onClick={a.pauseOrResume} disabled={a.status === "idle"}>
          {a.status === "paused" ? "Resume" : "Pause"}
        </Button>
        <Button size="sm" variant="secondary" onClick={a.stop} disabled={a.status === "idle"}>
          Stop
        </Button>
        <Button size="sm" variant="secondary" onClick={a.interrupt} disabled={a.status !== "running"}>
          Interrupt
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3 text-sm">
        <label className="grow">
          <span className="block text-xs font-medium text-slate-700">Browser voice</span>
          <select
            value={a.speech.voiceName}
            onChange={(e) => a.speech.setVoiceName(e.target.value)}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
          >
            <option value="">Default voice</option>
            {a.speech.voices.map((v) => (
              <option key={v.name} value={v.name}>
                {v.name} ({v.lang})
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          variant={a.speech.enabled ? "ghost" : "primary"}
          onClick={a.speech.enable}
          disabled={a.speech.enabled}
        >
          {a.speech.enabled ? "Audio enabled" : "Enable Audio"}
        </Button>
        <Button size="sm" variant="secondary" onClick={a.testVoice}>
          Test Voice
        </Button>
      </div>
      <ol
        ref={a.transcriptBox}
        className="mt-4 flex-1 space-y-2 overflow-y-auto text-sm"
        data-testid="transcript"
        aria-live="polite"
      >
        {a.lines.length === 0 && (
          <li className="text-slate-500">Press Start, or choose Clear consent, to begin a simulated call.</li>
        )}
        {a.lines.map((l) => (
          <li
            key={l.id}
            data-kind={l.kind}
            className={
              l.kind === "agent"
                ? "mr-10 rounded-lg bg-brand-50 px-3 py-2"
                : l.kind === "reference"
                  ? "ml-10 rounded-lg bg-slate-100 px-3 py-2"
                  : l.kind === "result"
                    ? `rounded px-3 py-1 font-medium ${l.pass ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`
                    : "text-center text-xs text-slate-500"
            }
          >
            {l.kind === "agent" && <span className="block text-xs font-semibold text-brand-700">Agent</span>}
            {l.kind === "reference" && (
              <span className="block text-xs font-semibold text-slate-600">Reference</span>
            )}
            {l.text}
          </li>
        ))}
        {a.thinking && <li className="text-xs text-slate-500">Agent is thinking…</li>}
      </ol>
      <label className="mt-3 block text-sm">
        <span className="sr-only">Your reply</span>
        <input
          value={a.typed}
          onChange={(e) => a.setTyped(e.target.value)}
          onKeyDown={a.onKey}
          disabled={a.status !== "running"}
          placeholder={
            a.status === "running"
              ? "Type what the reference says, then Enter"
              : "Start a conversation to reply"
          }
          className="w-full rounded-md border border-slate-300 px-3 py-2 disabled:bg-slate-50"
        />
      </label>
    </Card>
  );
}
