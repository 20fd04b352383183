import { Card } from "../../components/ui/card";
import type { RouterOutputs } from "./types";

/** Learning insights from every analysed answer. */
export function LearningPanel({ stats }: { stats: RouterOutputs["admin"]["learningStats"] | undefined }) {
  const items = [
    ["Calls analysed", stats?.totalCalls],
    ["Questions asked", stats?.totalQuestions],
    [
      "Avg. answer length",
      stats ? `${stats.avgResponseLength} ${stats.avgResponseLength === 1 ? "word" : "words"}` : undefined,
    ],
    ["Avg. answer quality", stats ? `${stats.avgQuality.toFixed(1)} / 5` : undefined],
  ] as const;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Learning insights</h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-bold">{value ?? "…"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Question = RouterOutputs["admin"]["bestQuestions"][number];

/** Best or worst 3 questions, quality out of 5 with one decimal. */
export function QuestionsPanel({
  title,
  questions,
  empty,
  tone,
}: {
  title: string;
  questions: Question[] | undefined;
  empty: string;
  tone: "good" | "bad";
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      {questions && questions.length === 0 && <p className="mt-4 text-sm text-slate-600">{empty}</p>}
      <ol className="mt-4 space-y-3">
        {questions?.map((q, i) => (
          <li key={`${q.questionType}-${i}`} className="rounded-md border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{q.label}</p>
                <p className="mt-0.5 text-sm text-slate-900">{q.question}</p>
              </div>
              <span
                className={`shrink-0 text-lg font-bold ${tone === "good" ? "text-emerald-700" : "text-red-700"}`}
              >
                {q.avgQuality.toFixed(1)}/5
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-500">
              Asked {q.totalAsked} {q.totalAsked === 1 ? "time" : "times"} · avg. answer {q.avgResponseLength}{" "}
              {q.avgResponseLength === 1 ? "word" : "words"}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
