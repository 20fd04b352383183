/**
 * Fraud signals on a submitted check. Nothing here blocks a check: each signal sets
 * fraudSuspected, adds a readable reason operators see, and is logged in fraud_detection_logs.
 */
export interface FraudSignal {
  type: string;
  reason: string;
  confidence: number;
  details: Record<string, unknown>;
}

interface Ref {
  name: string;
  phone: string;
}

/** Lowercase letters and digits only, so "Sam  Lee" and "sam lee." compare equal. */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Same person, give or take a typo or a reordering ("Lee Sam"). */
export function namesAlike(a: string, b: string): boolean {
  const ka = nameKey(a);
  const kb = nameKey(b);
  if (!ka || !kb) return false;
  if (ka === kb) return true;
  const sorted = (s: string) => nameKey(s.split(/\s+/).sort().join(""));
  if (sorted(a) === sorted(b)) return true;
  return Math.min(ka.length, kb.length) >= 6 && editDistance(ka, kb) <= 1;
}

/** Signals visible from the request alone. */
export function requestSignals(input: {
  candidateName: string;
  requesterEmail: string;
  references: Ref[];
  requesterDisposable: boolean;
}): FraudSignal[] {
  const out: FraudSignal[] = [];
  const refs = input.references;
  const phones = refs.map((r) => r.phone);
  const dupPhones = [...new Set(phones.filter((p, i) => phones.indexOf(p) !== i))];
  for (const phone of dupPhones)
    out.push({
      type: "duplicate_reference_phone",
      reason: `The same phone number (ending ${phone.slice(-4)}) is given for more than one reference`,
      confidence: 0.8,
      details: { phone },
    });
  refs.forEach((r, i) => {
    if (namesAlike(r.name, input.candidateName))
      out.push({
        type: "reference_named_like_candidate",
        reason: `Reference ${i + 1} (${r.name}) has the candidate's name`,
        confidence: 0.9,
        details: { referenceIndex: i + 1, name: r.name, candidateName: input.candidateName },
      });
  });
  for (let i = 0; i < refs.length; i++)
    for (let j = i + 1; j < refs.length; j++)
      if (namesAlike(refs[i]!.name, refs[j]!.name))
        out.push({
          type: "duplicate_reference_name",
          reason: `References ${i + 1} and ${j + 1} have the same name`,
          confidence: 0.6,
          details: { referenceIndexes: [i + 1, j + 1], name: refs[i]!.name },
        });
  if (input.requesterDisposable)
    out.push({
      type: "disposable_requester_email",
      reason: "The requester uses a disposable e-mail address",
      confidence: 0.5,
      details: { email: input.requesterEmail },
    });
  return out;
}
