import { DateTime } from "luxon";
import { z } from "zod";
import { suggestedLanguage, type CallLanguage } from "../../shared/call-language";
import { checkPhone, normalizePhone, PHONE_MESSAGE } from "../../shared/phone";
import { closingHoliday } from "./holidays";
import {
  CLOSE_HOUR,
  DIAL_CUTOFF_MINUTES,
  isCallable,
  nextCallableInstant,
  OPEN_HOUR,
  type CallingWindow,
} from "./windows";
import { callingWindowFor } from "./zones";

/** GET /api/admin/calling-window?phone=+1…&at=ISO-8601 (operators: "when will you call my reference?"). */
export const callingWindowQuerySchema = z.object({
  phone: z
    .string({ error: "phone is required" })
    .trim()
    .min(1, "phone is required")
    .max(40, PHONE_MESSAGE)
    .refine((v) => normalizePhone(v) !== null, PHONE_MESSAGE),
  at: z.iso
    .datetime({ offset: true, error: "must be an ISO-8601 date-time such as 2026-11-23T14:30:00Z" })
    .optional(),
});
export type CallingWindowQuery = z.infer<typeof callingWindowQuerySchema>;

export interface CallingWindowAnswer {
  phone: string;
  country: string | null;
  /** The one region the number is in (ISO 3166-2), or null when several remain possible. */
  region: string | null;
  /** Every region whose holidays apply. */
  regions: string[];
  zones: string[];
  open: boolean;
  reason: string;
  nextOpenAt: string | null;
  /** nextOpenAt in the number's first zone, as a person there reads it. */
  nextOpenLocal: string | null;
  language: CallLanguage;
}

const lastStart = `${String(CLOSE_HOUR - 1).padStart(2, "0")}:${60 - DIAL_CUTOFF_MINUTES}`;

/** Why `at` is closed for this window: the first rule that fails, in the zone where it fails. */
function closedReason(at: Date, w: CallingWindow): string {
  for (const zone of w.zones) {
    const l = DateTime.fromJSDate(at, { zone });
    const holiday = closingHoliday(w.country, w.regions ?? [], l.toISODate()!);
    if (l.weekday > 5) return `weekend in ${zone}`;
    if (holiday) return `public holiday in ${zone}: ${holiday}`;
    if (l.hour < OPEN_HOUR) return `before ${OPEN_HOUR}:00 in ${zone} (${l.toFormat("HH:mm")})`;
    if (l.hour * 60 + l.minute >= CLOSE_HOUR * 60 - DIAL_CUTOFF_MINUTES)
      return `after the last start at ${lastStart} in ${zone} (${l.toFormat("HH:mm")}); calls end by ${CLOSE_HOUR}:00`;
  }
  return "closed";
}

/** The product's real rules for one number at one instant (no check's preferred window). */
export async function lookUpCallingWindow(now: Date, q: CallingWindowQuery): Promise<CallingWindowAnswer> {
  const at = q.at ? new Date(q.at) : now;
  const e164 = normalizePhone(q.phone)!;
  const checked = checkPhone(e164);
  const w = await callingWindowFor(e164, null);
  const base = {
    phone: e164,
    country: w.country,
    region: w.regions?.length === 1 ? w.regions[0]! : null,
    regions: [...(w.regions ?? [])],
    zones: w.zones,
    language: suggestedLanguage(e164),
  };
  if (!checked.ok)
    return {
      ...base,
      open: false,
      reason: `not called: ${checked.message}`,
      nextOpenAt: null,
      nextOpenLocal: null,
    };
  const open = isCallable(at, w);
  const next = open ? at : nextCallableInstant(at, w);
  return {
    ...base,
    open,
    reason: open ? "open" : closedReason(at, w),
    nextOpenAt: next?.toISOString() ?? null,
    nextOpenLocal: next
      ? DateTime.fromJSDate(next, { zone: w.zones[0] }).toFormat("cccc d LLLL yyyy, HH:mm ZZZZ")
      : null,
  };
}
