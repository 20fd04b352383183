import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { Deps } from "../services/deps";
import { isSpaPath } from "../shared/spa-routes";
import { createCaller } from "./rest/adapter";
import type { ContextMaker } from "./rest/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const WEB_DIST = path.join(ROOT, "dist/web");
/** The server renderer `vite build` writes next to the browser bundle (web/src/entry-server.tsx). */
export const SSR_ENTRY = path.join(ROOT, "dist/ssr/entry-server.js");
/** The chunks the landing page loads right after hydration, listed by the build (vite.config.ts). */
/** How long a rendered landing page is served before it is rendered again with fresh data. */
export const LANDING_TTL_MS = 10_000;

/** The public pages listed in /sitemap.xml (everything else is private, transactional or for operators). */
export const SITEMAP_PATHS = ["/", "/faq", "/what-to-expect", "/demo", "/demo-status", "/privacy", "/terms"];
/** Paths crawlers are asked to leave alone in /robots.txt. */
const DISALLOWED = [
  "/admin",
  "/api/",
  "/trpc/",
  "/dashboard",
  "/customer-dashboard",
  "/check-status/",
  "/checkout",
  "/thank-you",
  "/login/confirm",
  "/invitations/",
  "/dev/",
  "/test-",
  "/api-keys",
];

type Renderer = typeof import("../../web/src/entry-server");

/** A body ready to send in each encoding a browser may accept. */
interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encodeAll(body: string | Buffer): Encoded {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** The encoding to answer with: Brotli, then gzip, then none (an encoding with q=0 is refused). */
export function pickEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

function sendHtml(req: FastifyRequest, reply: FastifyReply, page: Encoded) {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page[encoding]);
}

function notFoundText(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .type("text/plain; charset=utf-8")
      .send(`Not found: ${req.method} ${req.url.split("?")[0]}`),
  );
}

/** /robots.txt and /sitemap.xml, with absolute URLs on the public base URL. */
export function registerCrawlerFiles(app: FastifyInstance, deps: Deps) {
  const base = deps.config.publicBaseUrl;
  const robots = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((p) => `  <url><loc>${base}${p}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  const day = "public, max-age=86400";
  app.get("/robots.txt", (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", day).send(robots),
  );
  app.get("/sitemap.xml", (_req, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", day).send(sitemap),
  );
}

/**
 * The built stylesheets copied into the page (<style>) instead of linked: the landing page then
 * paints after one request instead of two. The stylesheet is a few kilobytes compressed.
 */
export function inlineStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const full = path.join(WEB_DIST, file);
      if (!fs.existsSync(full)) return tag;
      const css = fs.readFileSync(full, "utf8");
      // The link stays, disabled (not fetched): lazily loaded chunks list the page's stylesheet as a
      // dependency, and Vite's loader adds it to the page unless a link to it is already there.
      return css.includes("</")
        ? tag
        : `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    },
  );
}

/** The id of the JSON list of scripts the landing page fetches when it hydrates (web/src/main.tsx). */
export const PRELOAD_ELEMENT_ID = "refline-preload";

/**
 * The landing page fetches its scripts only when it hydrates (the visitor's first interaction, a
 * form section near the viewport, or an address asking for a section: web/src/main.tsx), so they
 * never compete with the first paint: the shell's module preloads become a JSON list that main.tsx
 * turns into preloads then. The forms are not in it: they load when the visitor scrolls to one or
 * first interacts (web/src/features/landing/use-wanted.ts).
 */
export function deferLandingScripts(html: string): string {
  const hrefs: string[] = [];
  let page = html.replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  const list = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  page = page.replace(
    "</head>",
    `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${list}</script></head>`,
  );
  return page;
}

async function loadRenderer(deps: Deps): Promise<Renderer | null> {
  if (!fs.existsSync(SSR_ENTRY)) return null;
  try {
    return (await import(pathToFileURL(SSR_ENTRY).href)) as Renderer;
  } catch (err) {
    deps.log.error({ err }, "server renderer failed to load: the landing page is rendered in the browser");
    return null;
  }
}

/**
 * The built SPA: hashed assets with a year's immutable caching, served pre-compressed (Brotli or
 * gzip, written by the build); the landing page rendered on the server (so it paints before any
 * JavaScript has run, then hydrates), re-rendered at most every LANDING_TTL_MS; every other path
 * gets index.html and the SPA renders it (including its own 404 page).
 */
export async function registerWeb(app: FastifyInstance, deps: Deps, makeContext: ContextMaker) {
  registerCrawlerFiles(app, deps);
  const indexFile = path.join(WEB_DIST, "index.html");
  if (!fs.existsSync(indexFile)) return notFoundText(app);

  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const hashed = path.relative(WEB_DIST, file).startsWith(`assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  const template = fs.readFileSync(indexFile, "utf8");
  const shell = encodeAll(template);
  const landingTemplate = deferLandingScripts(inlineStylesheets(template));
  const renderer = await loadRenderer(deps);
  let landing: { at: number; page: Encoded } | null = null;
  let rendering: Promise<Encoded> | null = null;

  const renderLanding = async (req: FastifyRequest, reply: FastifyReply): Promise<Encoded> => {
    const caller = createCaller(await makeContext(req, reply));
    const [providerModes, dynamicPricing, holidayStatus] = await Promise.all([
      caller.site.providerModes(),
      caller.pricing.dynamic(),
      caller.site.holidayStatus(),
    ]);
    const { html, stateScript } = renderer!.renderPage("/", { providerModes, dynamicPricing, holidayStatus });
    const marker = '<div id="root"></div>';
    if (!landingTemplate.includes(marker)) throw new Error(`index.html has no ${marker}`);
    return encodeAll(landingTemplate.replace(marker, `<div id="root">${html}</div>${stateScript}`));
  };

  app.get("/", async (req, reply) => {
    if (!renderer) return sendHtml(req, reply, shell);
    if (landing && Date.now() - landing.at < LANDING_TTL_MS) return sendHtml(req, reply, landing.page);
    rendering ??= renderLanding(req, reply)
      .then((page) => {
        landing = { at: Date.now(), page };
        return page;
      })
      .finally(() => {
        rendering = null;
      });
    try {
      return sendHtml(req, reply, await rendering);
    } catch (err) {
      // The page still works rendered in the browser: better than an error page.
      req.log.error({ err }, "landing page server render failed");
      return sendHtml(req, reply, landing?.page ?? shell);
    }
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.method === "GET" && !/^\/(api|trpc|sim|voice)(\/|$)/.test(req.url)) {
      // A file built after the server started (no route of its own yet) is still served.
      const file = path.join(WEB_DIST, req.url.split("?")[0]!);
      if (file.startsWith(WEB_DIST + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile())
        return reply.sendFile(path.relative(WEB_DIST, file));
      // History fallback: the SPA renders every page, its 404 page included; a path it has no
      // page for is answered 404 (crawlers and monitors must not index or trust it).
      if (!isSpaPath(req.url.split("?")[0]!)) reply.code(404);
      return sendHtml(req, reply, shell);
    }
    return reply
      .code(404)
      .type("text/plain; charset=utf-8")
      .send(`Not found: ${req.method} ${req.url.split("?")[0]}`);
  });
}
