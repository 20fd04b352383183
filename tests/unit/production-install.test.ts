import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * What `npm ci && npm run build && npm prune --omit=dev` leaves: every package of the lock that npm
 * does not mark as development-only. The build tools and what only the build needs stay out.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<string, { dev?: boolean }>;
};
const production = Object.entries(lock.packages)
  .filter(([name, p]) => name.startsWith("node_modules/") && !p.dev)
  .map(([name]) => name.slice(name.lastIndexOf("node_modules/") + "node_modules/".length));

describe("the production install", () => {
  it("holds no TypeScript compiler, type generator, API reference renderer, bundler or tRPC source", () => {
    expect(production.length).toBeGreaterThan(100);
    for (const name of ["typescript", "openapi-typescript", "tsx", "esbuild", "vite"])
      expect(production, name).not.toContain(name);
    expect(production.filter((n) => n.startsWith("@scalar/") || n.startsWith("@trpc/"))).toEqual([]);
  });
});
