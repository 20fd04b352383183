import { eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../../db/schema";

/** LIKE pattern for a case-insensitive substring, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** "#123" or "123": a check id typed as such. */
function checkIdOf(search: string): number | null {
  const m = /^#?(\d{1,9})$/.exec(search);
  return m ? Number(m[1]) : null;
}

/** Digits of something typed like a phone number ("(415) 555-01", "+1 415…"), at least 4 of them. */
function phoneDigitsOf(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 4 ? digits : null;
}

/**
 * The operator's search box: a substring of the requester's e-mail, the candidate's name, the
 * status id (the public id in status links) or a reference's name; a check id ("#42" or "42");
 * or a reference's phone number however it is typed.
 */
export function searchCondition(search: string): SQL {
  const p = containsPattern(search);
  const refMatch = (cond: SQL) =>
    exists(
      sql`(select 1 from ${checkReferences} where ${checkReferences.referenceCheckId} = ${referenceChecks.id} and ${cond})`,
    );
  const parts: SQL[] = [
    ilike(referenceChecks.requesterEmail, p),
    ilike(referenceChecks.candidateName, p),
    ilike(referenceChecks.publicId, p),
    refMatch(sql`${checkReferences.name} ilike ${p}`),
  ];
  const id = checkIdOf(search);
  if (id !== null) parts.push(eq(referenceChecks.id, id));
  const digits = phoneDigitsOf(search);
  if (digits) parts.push(refMatch(sql`${checkReferences.phone} like ${containsPattern(digits)}`));
  return or(...parts)!;
}

/**
 * A page boundary is the id of the last row shown; the next page is every row after it in the
 * list's order (newest first by creation time, then id), compared in the database at full
 * timestamp precision. The cursor is opaque to the client ("c" + the id) and unlocks nothing:
 * only an operator can list checks at all.
 */
export function encodeCursor(lastId: number): string {
  return `c${lastId}`;
}

/** Null for anything that is not a cursor this server made. */
export function decodeCursor(s: string): number | null {
  const m = /^c(\d{1,10})$/.exec(s);
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Rows strictly after the cursor's row in the list's order. */
export function afterCursor(lastId: number): SQL {
  return sql`(${referenceChecks.createdAt}, ${referenceChecks.id}) < (select c.created_at, c.id from ${referenceChecks} c where c.id = ${lastId})`;
}
