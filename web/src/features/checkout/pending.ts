/**
 * Pending checkout data in local storage (spec §3): written by the request form before the payment
 * step, read here, cleared once paid. The keys are the request form's.
 */
const PENDING_CHECKOUT_KEY = "pendingCheckout";
const PENDING_CHECK_ID_KEY = "pendingReferenceCheckId";
const entryKey = (id: number | string) => `ref-check-${id}`;

export interface CheckEntry {
  candidateName?: string;
  referenceCount?: number;
  amount?: number;
  email?: string;
  id?: number;
}

function get(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readPendingCheckId(): string | null {
  return get(PENDING_CHECK_ID_KEY);
}

export function readPendingCheckout(): { email?: string; referenceCount?: number; amount?: number } | null {
  try {
    return JSON.parse(get(PENDING_CHECKOUT_KEY) ?? "null");
  } catch {
    return null;
  }
}

export function readCheckEntry(id: number): CheckEntry | null {
  try {
    return JSON.parse(get(entryKey(id)) ?? "null");
  } catch {
    return null;
  }
}

export function clearPendingCheckout(id?: number | string | null) {
  try {
    window.localStorage.removeItem(PENDING_CHECKOUT_KEY);
    window.localStorage.removeItem(PENDING_CHECK_ID_KEY);
    if (id != null) window.localStorage.removeItem(entryKey(id));
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
