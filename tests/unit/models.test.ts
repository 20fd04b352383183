import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { MODELS, RETIRED_MODELS, retiredModelWarnings } from "../../src/models";

describe("the models RefLine calls", () => {
  it("defaults to the current models, none of them retired, and a blank variable means the default", () => {
    const c = loadConfig({ NODE_ENV: "test" });
    expect(c.env.ANTHROPIC_MODEL_TURNS).toBe(MODELS.turns);
    expect(c.env.ANTHROPIC_MODEL_ANALYSIS).toBe(MODELS.analysis);
    const blank = loadConfig({ NODE_ENV: "test", ANTHROPIC_MODEL_TURNS: "", ANTHROPIC_MODEL_ANALYSIS: " " });
    expect(blank.env.ANTHROPIC_MODEL_TURNS).toBe(MODELS.turns);
    expect(blank.env.ANTHROPIC_MODEL_ANALYSIS).toBe(MODELS.analysis);
    for (const model of Object.values(MODELS)) expect(RETIRED_MODELS[model]).toBeUndefined();
    for (const r of Object.values(RETIRED_MODELS)) expect(RETIRED_MODELS[r.replacement]).toBeUndefined();
  });

  it("warns about a retired or retiring model, naming the variable, the date and the replacement", () => {
    const pinned = { ANTHROPIC_MODEL_TURNS: MODELS.turns, ANTHROPIC_MODEL_ANALYSIS: "claude-sonnet-4-5" };
    expect(retiredModelWarnings(pinned, new Date("2026-11-26T12:00:00Z"))).toEqual([
      `ANTHROPIC_MODEL_ANALYSIS=claude-sonnet-4-5: this model retires on 2026-11-30; use ${MODELS.analysis} (or unset ANTHROPIC_MODEL_ANALYSIS for the default)`,
    ]);
    expect(retiredModelWarnings(pinned, new Date("2026-12-01T00:00:00Z"))[0]).toContain(
      "was retired on 2026-11-30",
    );
    expect(retiredModelWarnings({ ANTHROPIC_MODEL_TURNS: MODELS.turns }, new Date())).toEqual([]);
  });

  it("knows every Sonnet and Haiku model the installed SDK lists as deprecated", async () => {
    const sdkRoot = path.dirname(createRequire(import.meta.url).resolve("@anthropic-ai/sdk"));
    const { DEPRECATED_MODELS } = (await import(
      path.join(sdkRoot, "internal/data/deprecated-models.js")
    )) as {
      DEPRECATED_MODELS: Record<string, string>;
    };
    const ours = Object.keys(DEPRECATED_MODELS).filter((m) => /^claude-(sonnet|haiku)/.test(m));
    expect(ours.length).toBeGreaterThan(0); // the table was found and read
    for (const model of ours) expect(RETIRED_MODELS[model], model).toBeDefined();
  });

  it(".env.example pins no model (a copied example must not keep a retired one)", () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
    const pins = example.split("\n").filter((l) => /^\s*ANTHROPIC_MODEL_\w+\s*=\s*\S/.test(l));
    expect(pins).toEqual([]);
    expect(example).not.toMatch(/^[^#]*claude-/m);
  });
});
