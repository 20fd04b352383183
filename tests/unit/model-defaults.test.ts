import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";

/**
 * The default models are current ones: named in the installed SDK's model list and absent from
 * its deprecation table (the SDK warns on every call to a deprecated model). Upgrading the SDK
 * re-runs this against its new tables.
 */
const require = createRequire(import.meta.url);
const sdkRoot = path.dirname(require.resolve("@anthropic-ai/sdk"));

async function deprecatedModels(): Promise<Record<string, string>> {
  const mod = (await import(path.join(sdkRoot, "internal/data/deprecated-models.js"))) as {
    DEPRECATED_MODELS: Record<string, string>;
  };
  return mod.DEPRECATED_MODELS;
}

async function knownModels(): Promise<string[]> {
  const types = await readFile(path.join(sdkRoot, "resources/messages/messages.d.ts"), "utf8");
  const block = /export type Model =([\s\S]*?);/.exec(types)![1]!;
  return [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe("default models", () => {
  it("are in the SDK's model list and not in its deprecation table", async () => {
    const env = loadConfig({}).env;
    const defaults = [env.ANTHROPIC_MODEL_TURNS, env.ANTHROPIC_MODEL_ANALYSIS];
    const deprecated = await deprecatedModels();
    expect(Object.keys(deprecated).length).toBeGreaterThan(0); // the table was found and read
    const known = await knownModels();
    expect(known).toContain("claude-sonnet-4-5"); // the list was found and read
    for (const model of defaults) {
      expect(known, `${model} is not in the SDK's model list`).toContain(model);
      expect(deprecated[model], `${model} is deprecated (end of life ${deprecated[model]})`).toBeUndefined();
    }
  });
});
