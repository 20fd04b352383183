import { storage } from "./storage";

/**
 * Pending checkout data (spec §3), written by the request form before the payment step and read
 * (then cleared) by the checkout and success pages. Besides the spec's fields it keeps the
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

export function readPendingCheckout(): (PendingCheckout & { id: number | null }) | null {
  try {
    const raw = storage.get(PENDING_CHECKOUT_KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as PendingCheckout;
    const id = Number(storage.get(PENDING_CHECK_ID_KEY));
    return { ...p, id: Number.isInteger(id) && id > 0 ? id : null };
  } catch {
    return null;
  }
}

export function clearPendingCheckout(id?: number | string) {
  storage.remove(PENDING_CHECKOUT_KEY);
  storage.remove(PENDING_CHECK_ID_KEY);
  if (id != null) storage.remove(checkEntryKey(id));
}
