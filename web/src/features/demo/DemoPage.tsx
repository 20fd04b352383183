import { Bot, Lightbulb, Play, RotateCcw, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DEMO_TIMING, SCENARIOS, type Scenario } from "./scenarios";

/** /demo: no sign-up; four scripted conversations with the spec's timings, then the insight. */
export default function DemoPage() {
  const [scenario, setScenario] = useState<Scenario>(SCENARIOS[0]!);
  const [shown, setShown] = useState(0);
  const [insight, setInsight] = useState(false);
  const [playing, setPlaying] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!playing) return;
    let t: ReturnType<typeof setTimeout>;
    if (shown < scenario.lines.length) {
      const prev = scenario.lines[shown - 1];
      const delay =
        shown === 0
          ? DEMO_TIMING.firstMs
          : prev!.from === "ai"
            ? DEMO_TIMING.afterAiMs
            : DEMO_TIMING.afterReferenceMs;
      t = setTimeout(() => setShown((n) => n + 1), delay);
    } else {
      t = setTimeout(() => {
        setInsight(true);
        setPlaying(false);
      }, DEMO_TIMING.insightMs);
    }
    return () => clearTimeout(t);
  }, [playing, shown, scenario]);

  useEffect(() => {
    // Braces matter: scrollIntoView returns a promise in current Chromium, and an effect may only return a cleanup.
    void endRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [shown, insight]);

  function play(s: Scenario) {
    setScenario(s);
    setShown(0);
    setInsight(false);
    setPlaying(true);
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Hear how RefLine's AI runs a reference call
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        No sign-up. Pick a scenario and watch the conversation unfold.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div role="group" aria-label="Scenarios" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {SCENARIOS.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={scenario.id === s.id}
              onClick={() => play(s)}
              className={`rounded-xl border p-4 text-left transition-colors ${scenario.id === s.id ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:bg-slate-50"}`}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Play className="h-4 w-4 text-brand-700" aria-hidden /> {s.title}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{s.blurb}</span>
            </button>
          ))}
        </div>
        <section
          aria-label={`${scenario.title} conversation`}
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
        >
          {!playing && shown === 0 && !insight && (
            <div className="py-16 text-center">
              <button
                type="button"
                onClick={() => play(scenario)}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                <Play className="h-4 w-4" aria-hidden /> Play {scenario.title}
              </button>
            </div>
          )}
          <ol className="space-y-3" aria-live="polite">
            {scenario.lines.slice(0, shown).map((l, i) => (
              <li key={i} className={`flex gap-2 ${l.from === "ai" ? "" : "flex-row-reverse"}`}>
                <span
                  className={`grid h-8 w-8 shrink-0 place-items-center rounded-full ${l.from === "ai" ? "bg-brand-700 text-white" : "bg-slate-300 text-slate-800"}`}
                  aria-hidden
                >
                  {l.from === "ai" ? <Bot className="h-4 w-4" /> : <User className="h-4 w-4" />}
                </span>
                <p
                  className={`max-w-[80%] rounded-2xl px-4 py-2.5 text-sm ${l.from === "ai" ? "bg-white text-slate-900 shadow-sm" : "bg-brand-700 text-white"}`}
                >
                  <span className="sr-only">{l.from === "ai" ? "AI caller: " : "Reference: "}</span>
                  {l.text}
                </p>
              </li>
            ))}
          </ol>
          {playing && shown < scenario.lines.length && (
            <p className="mt-3 text-xs text-slate-500" role="status">
              {shown === 0 || scenario.lines[shown - 1]?.from === "reference"
                ? "AI caller is speaking…"
                : "Reference is answering…"}
            </p>
          )}
          {insight && (
            <div
              className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5"
              data-testid="demo-insight"
            >
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <Lightbulb className="h-5 w-5 text-amber-600" aria-hidden /> What Just Happened?
              </h2>
              <p className="mt-2 text-sm text-slate-800">{scenario.insight}</p>
              <ul className="mt-3 space-y-1 text-sm">
                {scenario.flags.map((f) => (
                  <li key={f.text} className="flex items-center gap-2">
                    <span
                      className={`h-2.5 w-2.5 rounded-full ${f.color === "green" ? "bg-emerald-500" : f.color === "yellow" ? "bg-amber-500" : "bg-red-500"}`}
                      aria-hidden
                    />
                    <span className="text-slate-800">
                      {f.color} flag: {f.text}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link
                  to="/#reference-form"
                  className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  Start your FREE check
                </Link>
                <button
                  type="button"
                  onClick={() => play(scenario)}
                  className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
                >
                  <RotateCcw className="h-4 w-4" aria-hidden /> Replay
                </button>
              </div>
            </div>
          )}
          <div ref={endRef} />
        </section>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Want to see the output?{" "}
        <Link to="/#example-report" className="font-medium text-brand-700 underline">
          View the sample report
        </Link>{" "}
        or{" "}
        <Link to="/demo-status" className="font-medium text-brand-700 underline">
          a sample status page
        </Link>
        .
      </p>
    </main>
  );
}
