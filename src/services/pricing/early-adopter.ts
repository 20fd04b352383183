import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { earlyAdopters } from "../../db/schema";
import type { Deps } from "../deps";
import { PRICES } from "../../shared/product-facts";
import { offerOpen } from "./rules";

export interface OfferState {
  open: boolean;
  customersSoFar: number;
  limit: number;
  cutoff: string;
}

/** How many customers have taken the offer, and whether it still takes new ones. */
export async function earlyAdopterOffer(deps: Deps, db: Db = deps.db): Promise<OfferState> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(earlyAdopters);
  const customersSoFar = row?.n ?? 0;
  const limit = deps.config.env.EARLY_ADOPTER_LIMIT;
  const cutoff = deps.config.env.EARLY_ADOPTER_CUTOFF;
  return { open: offerOpen(deps.now(), cutoff, customersSoFar, limit), customersSoFar, limit, cutoff };
}

export interface CustomerOffer {
  /** This e-mail pays the early-adopter price for its next check. */
  earlyAdopter: boolean;
  /** Already holds a slot (an early_adopters row). */
  member: boolean;
  checksRemaining: number;
}

/**
 * An e-mail that already holds an early-adopter slot keeps the price for its first
 * `maxEarlyAdopterChecks` checks (default 6) until the cut-off day; a new e-mail gets it while the
 * offer is open.
 */
export async function customerOffer(
  deps: Deps,
  email: string,
  offer: OfferState,
  db: Db = deps.db,
): Promise<CustomerOffer> {
  const [member] = await db.select().from(earlyAdopters).where(eq(earlyAdopters.companyEmail, email));
  if (member) {
    const remaining = Math.max(0, member.maxEarlyAdopterChecks - member.checkCount);
    const beforeCutoff = offerOpen(deps.now(), offer.cutoff, 0, 1);
    return { earlyAdopter: remaining > 0 && beforeCutoff, member: true, checksRemaining: remaining };
  }
  return {
    earlyAdopter: offer.open,
    member: false,
    checksRemaining: offer.open ? PRICES.earlyAdopterMaxChecks : 0,
  };
}
