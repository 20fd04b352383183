import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";

/**
 * The API reference renderer (Scalar's standalone bundle) served from our own origin: the CSP
 * allows scripts from 'self' only, and nothing is fetched from a CDN. /developers loads it.
 */
export function registerDevelopersAssets(app: FastifyInstance) {
  let bundle: Promise<Buffer> | null = null;
  app.get("/developers/reference.js", async (_req, reply) => {
    bundle ??= readFile(
      join(
        dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
        "browser",
        "standalone.js",
      ),
    );
    return reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(await bundle);
  });
}
