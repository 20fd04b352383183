import { storage } from "../../lib/storage";
import {
  checkEntryKey,
  clearPendingCheckout as clearStored,
  PENDING_CHECK_ID_KEY,
  PENDING_CHECKOUT_KEY,
} from "../../lib/pending-checkout";

/**
 * The checkout pages' view of the pending checkout data the request form stored (spec §3):
 * read here, cleared once paid. The keys are the request form's (lib/pending-checkout).
 */
export interface CheckEntry {
  candidateName?: string;
  referenceCount?: number;
  amount?: number;
  email?: string;
  id?: number;
  checkoutToken?: string;
}

function json<T>(key: string): T | null {
  try {
    return JSON.parse(storage.get(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

export function readPendingCheckId(): string | null {
  return storage.get(PENDING_CHECK_ID_KEY);
}

export function readPendingCheckout(): {
  email?: string;
  referenceCount?: number;
  amount?: number;
  checkoutToken?: string;
} | null {
  return json(PENDING_CHECKOUT_KEY);
}

export function readCheckEntry(id: number): CheckEntry | null {
  return json(checkEntryKey(id));
}

/**
 * The checkout token this browser was given when it created check `id`: from the check's own
 * entry, else from the pending checkout when that is the same check. Null when this browser did
 * not create the check (the server would refuse every payment call for it).
 */
export function readCheckoutToken(id: number): string | null {
  const own = readCheckEntry(id)?.checkoutToken;
  if (own) return own;
  const pending = readPendingCheckout()?.checkoutToken;
  return pending && readPendingCheckId() === String(id) ? pending : null;
}

export function clearPendingCheckout(id?: number | string | null) {
  clearStored(id ?? undefined);
}
