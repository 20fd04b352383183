import { rehireStance } from "../analysis/signals";
import type { ReportReference } from "./data";

/**
 * How the interviewed references compare: where they agree, and where their accounts contradict
 * each other on dates, title, reporting line or rehire. Read from the references' own answers, so
 * every line can be checked against the transcripts.
 */
export function compareReferences(refs: ReportReference[]): string[] {
  const analysed = refs.filter((r) => r.analysis);
  if (analysed.length < 2) return [];
  const lines: string[] = [];
  const answer = (r: ReportReference, type: string) =>
    r.analysis!.questions.find((q) => q.questionType === type)?.response;

  // Rehire: agreement or contradiction.
  const stances = analysed.map((r) => ({ r, s: rehireStance(answer(r, "rehire")) }));
  const yes = stances.filter((x) => x.s === 1).map((x) => x.r.name);
  const no = stances.filter((x) => x.s === -1).map((x) => x.r.name);
  const unsure = stances.filter((x) => x.s === 0).map((x) => x.r.name);
  if (yes.length === analysed.length)
    lines.push("Agreement: every reference would hire the candidate again.");
  else if (yes.length && no.length)
    lines.push(
      `Contradiction on rehire: ${list(yes)} would hire the candidate again; ${list(no)} would not.`,
    );
  else if (yes.length && unsure.length)
    lines.push(`On rehire: ${list(yes)} would hire the candidate again; ${list(unsure)} did not commit.`);
  else if (no.length === analysed.length)
    lines.push("Agreement: no reference would hire the candidate again.");

  // Strengths named by more than one reference.
  const greenBy = new Map<string, Set<string>>();
  for (const r of analysed)
    for (const f of r.analysis!.flags.filter((f) => f.level === "green"))
      greenBy.set(f.title, (greenBy.get(f.title) ?? new Set()).add(r.name));
  const shared = [...greenBy].filter(([, who]) => who.size >= 2).map(([title]) => title.toLowerCase());
  if (shared.length) lines.push(`Agreement: more than one reference named ${list(shared)}.`);

  // Dates of the working relationship.
  const spans = analysed
    .map((r) => ({ r, span: yearSpan(answer(r, "relationship") ?? "") }))
    .filter((x) => x.span);
  for (let i = 0; i < spans.length; i++)
    for (let j = i + 1; j < spans.length; j++) {
      const a = spans[i]!;
      const b = spans[j]!;
      if (a.span!.to < b.span!.from || b.span!.to < a.span!.from)
        lines.push(
          `Dates to check: ${a.r.name} worked with the candidate ${a.span!.from}–${a.span!.to}, ${b.r.name} ${b.span!.from}–${b.span!.to}, periods that do not overlap.`,
        );
    }

  // Titles the references gave the candidate.
  const titles = analysed.map((r) => ({ r, title: titleOf(allAnswers(r)) })).filter((x) => x.title);
  const distinct = new Set(titles.map((x) => x.title!.toLowerCase()));
  if (distinct.size > 1)
    lines.push(`Titles differ: ${titles.map((x) => `${x.r.name} said "${x.title}"`).join(", ")}.`);

  // Reporting line: what each reference said against the relationship given in the request.
  for (const r of analysed) {
    const said = reportingLine(answer(r, "relationship") ?? "");
    const declared = r.relationship.includes("manager")
      ? "manager"
      : r.relationship === "colleague"
        ? "peer"
        : null;
    if (said && declared && said !== declared)
      lines.push(
        `Reporting line to check: ${r.name} was listed as a ${r.relationship.replace("-", " ")} but described working with the candidate as a ${said === "peer" ? "peer" : "manager"}.`,
      );
  }
  return lines;
}

function list(xs: string[]): string {
  return xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;
}

function allAnswers(r: ReportReference): string {
  return r.analysis!.questions.map((q) => q.response).join(" ");
}

/** "from 2021 to 2024" → 2021…2024. */
export function yearSpan(text: string): { from: number; to: number } | null {
  const m = /\b((?:19|20)\d\d)\s*(?:to|until|through|-|–)\s*((?:19|20)\d\d)\b/.exec(text);
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from <= to ? { from, to } : null;
}

/** The candidate's title as a reference named it: "as a senior analyst", "her title was …". */
export function titleOf(text: string): string | null {
  const m =
    /\b(?:title was|worked as|hired as|joined as|promoted to|role as)\s+(?:an? |the )?((?:senior |junior |lead |staff |principal )?(?:software |data |product |financial |sales |operations )?(?:engineer|analyst|manager|designer|developer|director|accountant|specialist|coordinator|consultant))\b/i.exec(
      text,
    );
  return m ? m[1]!.toLowerCase() : null;
}

/** How a reference described the reporting line: as the candidate's manager, or as a peer. */
export function reportingLine(text: string): "manager" | "peer" | null {
  if (
    /\b(i managed|i was (her|his|their) (direct )?manager|reported to me|managed (her|him|them))\b/i.test(
      text,
    )
  )
    return "manager";
  if (/\b(colleagues?|peers?|same team|sat next to|worked alongside)\b/i.test(text)) return "peer";
  return null;
}
