import { RELATIONSHIPS } from "@server/shared/check-request";
import { EMPTY_REF, type FormValues, type RefValues } from "./types";

/**
 * Pre-fill from the query string (spec §2): requester e-mail, candidate name, position, company
 * and up to three references. Accepted names: email, candidate, position, company, and
 * ref1_name / ref1_phone / ref1_relationship (… ref3_); the form's own field names work too.
 */
export function prefillFromQuery(q: URLSearchParams): { values: Partial<FormValues>; shown: number } {
  const pick = (...names: string[]) => {
    for (const n of names) {
      const v = q.get(n);
      if (v) return v.slice(0, 200);
    }
    return "";
  };
  const ref = (i: number): RefValues => {
    const relationship = pick(`ref${i}_relationship`, `ref${i}Relationship`, `reference${i}Relationship`);
    return {
      ...EMPTY_REF,
      name: pick(`ref${i}_name`, `ref${i}Name`, `reference${i}Name`),
      phone: pick(`ref${i}_phone`, `ref${i}Phone`, `reference${i}Phone`),
      relationship: (RELATIONSHIPS as readonly string[]).includes(relationship) ? relationship : "",
    };
  };
  const refs = [ref(1), ref(2), ref(3)];
  const filled = (r: RefValues) => !!(r.name || r.phone || r.relationship);
  const shown = filled(refs[2]!) ? 3 : filled(refs[1]!) ? 2 : 1;
  const values: Partial<FormValues> = {
    requesterEmail: pick("email", "requesterEmail"),
    candidateName: pick("candidate", "candidateName"),
    role: pick("position", "role"),
    companyName: pick("company", "companyName"),
    reference1: refs[0],
    reference2: refs[1],
    reference3: refs[2],
    testMode: q.has("test") && q.get("test") !== "false",
    isFirstTimeUser: q.get("firstcheck") === "true",
  };
  return { values, shown };
}
