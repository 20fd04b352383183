import { storage } from "./storage";

/**
 * Pending checkout data (spec §3), written by the request form (and the dashboard's "complete
 * payment") before the payment step and read (then cleared) by the checkout and success pages:
 * the one place its keys and shape are written down. Besides the spec's fields it keeps the
 * check's checkout token: the server answers payment calls for a check only with it.
 */
export const PENDING_CHECKOUT_KEY = "pendingCheckout";
export const PENDING_CHECK_ID_KEY = "pendingReferenceCheckId";
export const checkEntryKey = (id: number | string) => `ref-check-${id}`;

export interface PendingCheckout {
  email: string;
  referenceCount: number;
  amount: number;
  checkoutToken: string;
}
export interface CheckEntry extends PendingCheckout {
  candidateName: string;
  id: number;
}

export function savePendingCheckout(entry: CheckEntry) {
  storage.set(
    PENDING_CHECKOUT_KEY,
    JSON.stringify({
      email: entry.email,
      referenceCount: entry.referenceCount,
      amount: entry.amount,
      checkoutToken: entry.checkoutToken,
    }),
  );
  storage.set(PENDING_CHECK_ID_KEY, String(entry.id));
  storage.set(checkEntryKey(entry.id), JSON.stringify(entry));
}

/** What a stored entry holds as read back (storage may hold an older or partial entry). */
export type StoredCheckEntry = Partial<CheckEntry>;

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

export function readPendingCheckout(): Partial<PendingCheckout> | null {
  return json(PENDING_CHECKOUT_KEY);
}

export function readCheckEntry(id: number): StoredCheckEntry | null {
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

/** Cleared once paid (and the check's own entry with it when its id is known). */
export function clearPendingCheckout(id?: number | string | null) {
  storage.remove(PENDING_CHECKOUT_KEY);
  storage.remove(PENDING_CHECK_ID_KEY);
  if (id != null) storage.remove(checkEntryKey(id));
}
