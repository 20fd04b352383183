/**
 * The Anthropic models RefLine uses, in one place. Defaults for ANTHROPIC_MODEL_TURNS and
 * ANTHROPIC_MODEL_ANALYSIS come from here; .env.example pins none, so a copied example never keeps
 * a model alive past its retirement.
 */
export const MODELS = {
  /** Interview turns: a fast model, streamed. */
  turns: "claude-haiku-5-5",
  /** Analysis of a transcript: the stronger model. */
  analysis: "claude-sonnet-5-5",
} as const;

export interface Retirement {
  /** The day the model stops answering (YYYY-MM-DD). */
  retires: string;
  replacement: string;
}

/**
 * Models Anthropic has retired or announced for retirement, with the one to move to. A model named
 * here in ANTHROPIC_MODEL_* is a warning at boot, before it turns into failed calls. The SDK's own
 * deprecation table lists only what is still answering; tests/unit/models.test.ts fails when it
 * names a Sonnet or Haiku model missing here.
 */
export const RETIRED_MODELS: Readonly<Record<string, Retirement>> = {
  "claude-sonnet-4-5": { retires: "2026-11-30", replacement: MODELS.analysis },
  "claude-sonnet-4-5-20250929": { retires: "2026-11-30", replacement: MODELS.analysis },
  "claude-3-opus-20240229": { retires: "2026-01-05", replacement: MODELS.analysis },
  "claude-3-5-sonnet-20241022": { retires: "2025-10-22", replacement: MODELS.analysis },
  "claude-3-5-sonnet-20240620": { retires: "2025-10-22", replacement: MODELS.analysis },
  "claude-3-sonnet-20240229": { retires: "2025-07-21", replacement: MODELS.analysis },
  "claude-2.1": { retires: "2025-07-21", replacement: MODELS.analysis },
  "claude-2.0": { retires: "2025-07-21", replacement: MODELS.analysis },
};

/**
 * One warning per configured model that is retired (or retires) per RETIRED_MODELS, naming the
 * variable, the date and the replacement.
 */
export function retiredModelWarnings(configured: Record<string, string>, today: Date): string[] {
  const day = today.toISOString().slice(0, 10);
  return Object.entries(configured).flatMap(([variable, model]) => {
    const r = RETIRED_MODELS[model];
    if (!r) return [];
    const when = r.retires <= day ? `was retired on ${r.retires}` : `retires on ${r.retires}`;
    return [
      `${variable}=${model}: this model ${when}; use ${r.replacement} (or unset ${variable} for the default)`,
    ];
  });
}
