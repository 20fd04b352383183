/**
 * Trains the protected-remark reader (src/services/interview/protected-reader.ts) on the labelled
 * sentences of the joined held-out sets and writes its weights.
 *
 *   npx tsx scripts/train-protected-reader.ts                 # train on every joined set, write weights
 *   npx tsx scripts/train-protected-reader.ts --leave-out W   # train without W, report on W, write nothing
 *
 * Examples: a protected sentence (a single turn's protectedSentence, a call's protectedSentences, a
 * protected model line) is positive; a work answer's sentences, the other sentences of a turn that
 * carried a remark, a call's interview sentences that carry none and safe model lines are negative.
 * Logistic regression, AdaGrad, L2, classes weighted to balance; features seen at least twice.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { judgedText, protectedTopics, sentencesOf } from "../src/services/interview/guard";
import { readerFeatures } from "../src/services/interview/protected-reader";
import { ACKNOWLEDGEMENTS, bankText, optionsFor } from "../src/services/interview/bank";
import { phrasebook } from "../src/services/analysis/phrasebook";
import { SIMULATED_ANSWERS } from "../src/simulation/personas/answers";
import { linesFor, QUESTION_PLAN, type InterviewContext } from "../src/services/interview/plan";
import { PROTECTED_LINES, WORK_PHRASES } from "../tests/unit/corpora/protected";
import { PROTECTED_FR_ES, WORK_FR_ES } from "../tests/unit/corpora/protected-fr-es";
import { VEILED, WALL_WORK, WORK } from "../tests/unit/corpora/veiled";

const ROOT = "tests/unit/corpora/heldout";
const OUT = "src/services/interview/protected-reader-weights.json";
const NAMES = { names: ["Jordan Ellis", "Sam Patel", "Northwind"] };

interface Example {
  set: string;
  text: string;
  positive: boolean;
  kind: "turn" | "call" | "model" | "bank" | "corpus";
}

interface Turn {
  stage: string;
  label: string;
  text: string;
  protectedSentence?: string;
}
interface Call {
  turns: Array<{ say?: string }>;
  expect: { protectedSentences?: string[] };
}
interface Line {
  text: string;
  label: string;
}

const read = <T>(dir: string, file: string): T[] =>
  existsSync(join(dir, file)) ? (JSON.parse(readFileSync(join(dir, file), "utf8")) as T[]) : [];

const overlaps = (a: string, b: string) => a.includes(b.trim()) || b.includes(a.trim());

export function examplesOf(dir: string, set: string): Example[] {
  const out: Example[] = [];
  for (const t of read<Turn>(dir, "turns.json")) {
    if (t.stage !== "interview") continue;
    if (t.label === "answer") {
      for (const s of sentencesOf(t.text)) out.push({ set, text: s, positive: false, kind: "turn" });
    } else if (t.label === "protected_remark") {
      const p = t.protectedSentence ?? (sentencesOf(t.text).length === 1 ? t.text : undefined);
      if (!p) continue;
      out.push({ set, text: p, positive: true, kind: "turn" });
      for (const s of sentencesOf(t.text))
        if (!overlaps(s, p)) out.push({ set, text: s, positive: false, kind: "turn" });
    }
  }
  for (const c of read<Call>(dir, "conversations.json")) {
    const ps = c.expect.protectedSentences ?? [];
    for (const p of ps) out.push({ set, text: p, positive: true, kind: "call" });
    // Past consent and identity: what is said there is judged as an answer.
    for (const t of c.turns.slice(2))
      for (const s of sentencesOf(t.say ?? ""))
        if (!ps.some((p) => overlaps(s, p))) out.push({ set, text: s, positive: false, kind: "call" });
  }
  for (const m of read<Line>(dir, "model-outputs.json"))
    out.push({ set, text: m.text, positive: m.label === "protected", kind: "model" });
  return out.filter((e) => e.text.trim().length > 0);
}

/**
 * The vetted bank's own lines (questions, follow-ups, acknowledgements, every fixed line) in every
 * language with several names: reviewed as safe, so the reader learns that asking "how many years
 * did you work together" is work, and never blocks its own bank.
 */
export function bankExamples(): Example[] {
  const out: Example[] = [];
  for (const language of ["en", "fr", "es"] as const)
    for (const [candidateName, referenceName] of [
      ["Jordan Ellis", "Sam Patel"],
      ["Faith Young", "Sam Lee"],
      ["Alex Morgan", "Chris Grey"],
    ] as const)
      for (const relationship of ["direct-manager", "senior-manager", "colleague", "client", "other"]) {
        const ctx: InterviewContext = {
          productName: "RefLine",
          candidateName,
          referenceName,
          companyName: "Northwind",
          role: "Account Manager",
          relationship,
          callbackNumber: "+14155550123",
          language,
        };
        const ids = [
          ...Object.keys(ACKNOWLEDGEMENTS),
          ...QUESTION_PLAN.flatMap((q) => [...optionsFor(q.type), ...optionsFor(`followup:${q.type}`)]),
        ];
        const texts = ids.map((id) => bankText(id, ctx) ?? "");
        const lines = linesFor(ctx) as unknown as Record<string, unknown>;
        for (const v of Object.values(lines))
          if (typeof v === "function") {
            const t = (v as (c: InterviewContext) => unknown)(ctx);
            if (typeof t === "string") texts.push(t);
          }
        for (const q of QUESTION_PLAN) texts.push(q.text(ctx), q.followUp(ctx));
        for (const t of texts)
          for (const sentence of [t, ...sentencesOf(t)])
            out.push({ set: "bank", text: sentence, positive: false, kind: "bank" });
      }
  return [...new Map(out.map((e) => [e.text, e])).values()].filter((e) => e.text.trim());
}

export function allSets(root = ROOT): string[] {
  return readdirSync(root)
    .filter((d) => existsSync(join(root, d, "turns.json")))
    .sort();
}

export interface Model {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

/** What the protected-remark reader reads: the guard's text (names masked, work phrases out). */
export const judged = (text: string) => judgedText(text, NAMES).trim();

/**
 * A text's features as one preparation reads them, kept for the process: preparing a text (the guard's
 * masking and work phrases) costs more than the training itself, and the reader tests train each reader
 * twice (on every set, and without the newest) on the same texts.
 */
const FEATURES = new WeakMap<(text: string) => string, Map<string, string[]>>();
function featuresOf(text: string, prepare: (text: string) => string): string[] {
  let cache = FEATURES.get(prepare);
  if (!cache) FEATURES.set(prepare, (cache = new Map()));
  let f = cache.get(text);
  if (!f) cache.set(text, (f = [...new Set(readerFeatures(prepare(text)))]));
  return f;
}

export function train(
  examples: Example[],
  epochs = 12,
  l2 = 1e-3,
  rate = 0.3,
  prepare: (text: string) => string = judged,
): Model {
  const docs = examples.map((e) => ({ f: featuresOf(e.text, prepare), y: e.positive ? 1 : 0 }));
  const seen = new Map<string, number>();
  for (const d of docs) for (const f of d.f) seen.set(f, (seen.get(f) ?? 0) + 1);
  const pos = docs.filter((d) => d.y === 1).length;
  const neg = docs.length - pos;
  const weightOf = (y: number) => (y === 1 ? docs.length / (2 * pos) : docs.length / (2 * neg));
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let gb = 1e-8;
  // A fixed shuffle (the same weights every run).
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const order = docs.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const d = docs[i]!;
      const f = d.f.filter((x) => (seen.get(x) ?? 0) >= 2);
      let z = bias;
      for (const x of f) z += w.get(x) ?? 0;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - d.y) * weightOf(d.y);
      gb += g * g;
      bias -= (rate * g) / Math.sqrt(gb);
      for (const x of f) {
        const wx = w.get(x) ?? 0;
        const gx = g + l2 * wx;
        const acc = (g2.get(x) ?? 1e-8) + gx * gx;
        g2.set(x, acc);
        w.set(x, wx - (rate * gx) / Math.sqrt(acc));
      }
    }
  }
  const weights: Record<string, number> = {};
  for (const [k, v] of [...w.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (Math.abs(v) >= 0.02) weights[k] = Math.round(v * 1000) / 1000;
  return { bias: Math.round(bias * 1000) / 1000, threshold: 0.5, weights };
}

export function score(model: Model, text: string, prepare: (text: string) => string = judged): number {
  let z = model.bias;
  for (const f of featuresOf(text, prepare)) z += model.weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Recall before precision: trained without each of Z7-ZC in turn, lowering the threshold from 0.85 to 0.65
 * caught 2 to 10 more of each set's protected sentences (of 220-250) for 0 to 2 more work answers
 * flagged (of 150) and 0 to 4 more calls with a work sentence removed. A work sentence lost costs an
 * answer; a protected one kept is harm.
 */
export const DEFAULT_THRESHOLD = 0.65;
export const DEFAULT_L2 = 1e-3;

/** The labelled examples of the joined sets (all, or without `leaveOut`) and of the in-sample corpora. */
export function trainingSet(leaveOut: string[] = []): {
  examples: Example[];
  sets: string[];
  all: Example[];
} {
  const sets = allSets();
  const all = sets.flatMap((s) => examplesOf(join(ROOT, s), s));
  const bank = [
    ...bankExamples(),
    // The project's own work look-alikes ("She carried her weight and then some."), the simulated
    // references' answers and their French and Spanish answers with their English weigh like the bank.
    ...[
      ...WORK_PHRASES,
      ...WORK_FR_ES,
      ...WORK,
      ...WALL_WORK,
      ...SIMULATED_ANSWERS.flatMap((a) => [a, ...sentencesOf(a)]),
      ...(["fr", "es"] as const).flatMap((l) => phrasebook(l).flatMap(([said, english]) => [said, english])),
    ].map((text): Example => ({
      set: "corpus",
      text,
      positive: false,
      kind: "corpus",
    })),
  ];
  const corpus = [...PROTECTED_LINES, ...PROTECTED_FR_ES, ...VEILED].map((text): Example => ({
    set: "corpus",
    text,
    positive: true,
    kind: "corpus",
  }));
  // Reviewed lines weigh three times: the reader must never block the bank.
  const examples = [...all.filter((e) => !leaveOut.includes(e.set)), ...corpus, ...bank, ...bank, ...bank];
  return { examples, sets: sets.filter((s) => !leaveOut.includes(s)), all };
}

/** The reader trained as the committed weights are (or without `leaveOut`, to measure it on them). */
export function trainReader(leaveOut: string[] = [], l2 = DEFAULT_L2, threshold = DEFAULT_THRESHOLD) {
  const { examples, sets, all } = trainingSet(leaveOut);
  const model = train(examples, 12, l2);
  model.threshold = threshold;
  return { model, examples, sets, all };
}

function main() {
  const args = process.argv.slice(2);
  const leaveOut = args.includes("--leave-out") ? args[args.indexOf("--leave-out") + 1]!.split(",") : [];
  const threshold = args.includes("--threshold")
    ? Number(args[args.indexOf("--threshold") + 1])
    : DEFAULT_THRESHOLD;
  const rulesOfDay = args.includes("--rules-of-day")
    ? (JSON.parse(readFileSync(args[args.indexOf("--rules-of-day") + 1]!, "utf8")) as Record<string, boolean>)
    : undefined;
  const l2 = args.includes("--l2") ? Number(args[args.indexOf("--l2") + 1]) : DEFAULT_L2;
  const { model, examples: trainSet, sets, all } = trainReader(leaveOut, l2, threshold);
  const count = (xs: Example[]) =>
    `${xs.filter((e) => e.positive).length}+/${xs.filter((e) => !e.positive).length}-`;
  console.log(
    `trained on ${count(trainSet)} (${sets.join("")}), ${Object.keys(model.weights).length} features`,
  );
  const evaluate = (name: string, xs: Example[]) => {
    for (const kind of ["turn", "call", "model"] as const) {
      const k = xs.filter((e) => e.kind === kind);
      const p = k.filter((e) => e.positive);
      const n = k.filter((e) => !e.positive);
      const rules = (e: Example) => rulesOfDay?.[e.text] ?? protectedTopics(e.text, NAMES).length > 0;
      const reader = (e: Example) => score(model, e.text) >= threshold;
      const missedByRules = p.filter((e) => !rules(e));
      const caught = missedByRules.filter(reader);
      const fpNew = n.filter((e) => !rules(e) && reader(e));
      console.log(
        `${name} ${kind}: positives ${p.length}, rules miss ${missedByRules.length}, reader catches ${caught.length} of them;` +
          ` reader alone recall ${p.filter(reader).length}/${p.length};` +
          ` negatives ${n.length}, rules flag ${n.filter(rules).length}, reader alone ${n.filter(reader).length}, reader adds ${fpNew.length}`,
      );
      if (args.includes("--detail")) {
        for (const e of missedByRules)
          console.log(`   ${reader(e) ? "CAUGHT" : "missed"} ${score(model, e.text).toFixed(2)} ${e.text}`);
        for (const e of fpNew) console.log(`   FP ${score(model, e.text).toFixed(2)} ${e.text}`);
      }
    }
  };
  if (leaveOut.length)
    evaluate(
      `left out ${leaveOut.join("")}`,
      all.filter((e) => leaveOut.includes(e.set)),
    );
  else {
    writeFileSync(OUT, `${JSON.stringify(model, null, 0)}\n`);
    console.log(`wrote ${OUT}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
