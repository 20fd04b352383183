import type { PreferredCallWindow } from "../../db/schema";
import type { Deps } from "../deps";
import { nextCallableInstant } from "../scheduling/windows";
import { callingWindowFor } from "../scheduling/zones";

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
  if (windowsIgnored(deps)) return { at: earliest, timezone, preferredIgnored: false };
  const at = nextCallableInstant(earliest, window);
  if (at) return { at, timezone, preferredIgnored: false };
  const legal = nextCallableInstant(earliest, { ...window, preferred: null });
  return legal ? { at: legal, timezone, preferredIgnored: true } : null;
}
