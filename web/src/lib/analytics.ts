import { getConsent } from "./consent";
import { gtagEvent } from "./gtag";
import { storage } from "./storage";

/**
 * First-party analytics (spec §7's events), sent to our own API and only after the visitor
 * accepted cookies. Fire-and-forget: analytics never gets in a visitor's way.
 */
export interface TrackInput {
  category?: string;
  label?: string;
  value?: number;
  params?: Record<string, string | number | boolean | null>;
}

function anonymousId(): string {
  let id = storage.get("analyticsId");
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join(
      "",
    );
    storage.set("analyticsId", id);
  }
  return id;
}

export function track(name: string, input: TrackInput = {}) {
  if (getConsent() !== "accepted") return;
  const body = {
    name,
    path: window.location.pathname,
    category: input.category ?? null,
    label: input.label ?? null,
    value: input.value ?? null,
    params: input.params ?? null,
    anonymousId: anonymousId(),
  };
  gtagEvent(name, {
    ...input.params,
    ...(input.category ? { event_category: input.category } : {}),
    ...(input.label ? { event_label: input.label } : {}),
    ...(input.value !== undefined ? { value: input.value } : {}),
  });
  void fetch("/api/analytics/events", {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => {});
}

export const trackPageView = (path: string) => track("page_view", { params: { page_path: path } });
