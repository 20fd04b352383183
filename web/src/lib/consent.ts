import { useSyncExternalStore } from "react";
import { storage } from "./storage";

/** spec §3: local storage key cookieConsent, values accepted or declined. */
export const CONSENT_KEY = "cookieConsent";
export type Consent = "accepted" | "declined" | null;

const listeners = new Set<() => void>();

export function getConsent(): Consent {
  const v = storage.get(CONSENT_KEY);
  return v === "accepted" || v === "declined" ? v : null;
}

export function setConsent(value: "accepted" | "declined") {
  storage.set(CONSENT_KEY, value);
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === CONSENT_KEY && l();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener("storage", onStorage);
  };
}

export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, getConsent, () => null);
}
