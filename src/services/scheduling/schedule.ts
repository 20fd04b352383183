import type { PreferredCallWindow } from "../../db/schema";
import type { Deps } from "../deps";
import { insideLegalHours, nextCallableInstant, windowClosesAt } from "./windows";
import { callingWindowFor } from "./zones";

/**
 * Calling windows may be ignored only for a demo: outside production, with simulated telephony.
 * Whatever the configuration says, a live carrier or a production process always honours them.
 */
export function windowsIgnored(deps: Pick<Deps, "config" | "providers">): boolean {
  return (
    deps.config.ignoreCallingWindows &&
    !deps.config.isProduction &&
    deps.providers.telephony.mode === "simulated"
  );
}

export interface DialSlot {
  at: Date;
  /** The reference's main zone, for display. */
  timezone: string;
  /** Every zone the number may be in. */
  zones: string[];
  /** When the window open at `at` closes: the carrier's hard limit for a call placed then. */
  closesAt: Date;
  /** The preferred window could not be met within the horizon and was set aside. */
  preferredIgnored: boolean;
}

/**
 * The first instant ≥ `earliest` at which this reference may be called: their number's zones, their
 * country's holidays, the check's preferred window. If the preferred window never overlaps the
 * legal hours, it is set aside (the legal hours never are). Null: no window at all (not expected
 * for North American numbers; the area-code test covers every one).
 */
export async function nextDialSlot(
  deps: Pick<Deps, "config" | "providers">,
  phone: string,
  preferred: PreferredCallWindow | null | undefined,
  earliest: Date,
): Promise<DialSlot | null> {
  const window = await callingWindowFor(phone, preferred);
  const timezone = window.zones[0] ?? "America/New_York";
  const zones = window.zones;
  if (windowsIgnored(deps))
    return {
      at: earliest,
      timezone,
      zones,
      closesAt: windowClosesAt(earliest, window),
      preferredIgnored: false,
    };
  const at = nextCallableInstant(earliest, window);
  if (at) return { at, timezone, zones, closesAt: windowClosesAt(at, window), preferredIgnored: false };
  const legalWindow = { ...window, preferred: null };
  const legal = nextCallableInstant(earliest, legalWindow);
  return legal
    ? { at: legal, timezone, zones, closesAt: windowClosesAt(legal, legalWindow), preferredIgnored: true }
    : null;
}

/**
 * The legal floor (8:00–21:00 local in every zone the number may be in), checked before anything
 * reaches a real person, whatever the calling-window configuration. Simulated telephony reaches
 * nobody, so a demo may run at any hour.
 */
export function legalToContact(deps: Pick<Deps, "providers">, zones: readonly string[], at: Date): boolean {
  if (deps.providers.telephony.mode !== "live") return true;
  return insideLegalHours(at, zones);
}
