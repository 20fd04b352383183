import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";

/**
 * Where Scalar's standalone bundle is: copied to dist/developers by the build (so production
 * installs no Scalar package), else, in development before a build, in node_modules.
 */
function bundlePath(): string {
  const built = join(dirname(fileURLToPath(import.meta.url)), "../../dist/developers/reference.js");
  if (existsSync(built)) return built;
  return join(
    dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
    "browser",
    "standalone.js",
  );
}

/**
 * The API reference renderer (Scalar's standalone bundle) served from our own origin: the CSP
 * allows scripts from 'self' only, and nothing is fetched from a CDN. /developers loads it.
 */
export function registerDevelopersAssets(app: FastifyInstance) {
  let bundle: Promise<Buffer> | null = null;
  app.get("/developers/reference.js", async (_req, reply) => {
    bundle ??= readFile(bundlePath());
    return reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(await bundle);
  });
}
