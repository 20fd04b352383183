import type { Phase, PhaseKind } from "./phase";

/**
 * A check's phase as the machine-readable surfaces carry it (/api/v1's check and every webhook
 * event): the kind, the same words as the status page and e-mails, and the instants they name.
 */
export interface ApiPhase {
  kind: PhaseKind;
  badge: string;
  headline: string;
  next: string;
  money: string | null;
  waitReason: string | null;
  holiday: string | null;
  nextOpeningAt: Date | null;
  estimatedCompletionAt: Date | null;
}

export function apiPhase(p: Phase): ApiPhase {
  return {
    kind: p.kind,
    badge: p.words.badge,
    headline: p.words.headline,
    next: p.words.next,
    money: p.words.money,
    waitReason: p.wait?.reason ?? null,
    holiday: p.wait?.holiday ?? null,
    nextOpeningAt: p.wait?.nextOpening ?? null,
    estimatedCompletionAt: p.estimate,
  };
}
