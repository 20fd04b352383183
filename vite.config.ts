import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const WEB_OUT = path.resolve(__dirname, "dist/web");

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of the browser build, so
 * the web process serves them compressed without spending CPU per request (@fastify/static's
 * preCompressed).
 */
function precompress(): Plugin {
  return {
    name: "refline-precompress",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(WEB_OUT)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * index.html preloads what the entry imports dynamically (main.tsx loads React, then the app, in
 * two steps), so those files download with the page instead of after the entry has run. Scripts
 * are fetched at low priority: the landing page is rendered on the server, its HTML comes first.
 */
function preloadEntryImports(): Plugin {
  return {
    name: "refline-preload-entry-imports",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== "chunk" || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        files.delete(entry.fileName);
        return {
          html: html.replace(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          ),
          tags: [...files].map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", fetchpriority: "low", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          })),
        };
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: "web",
  plugins: [react(), tailwindcss(), precompress(), preloadEntryImports()],
  resolve: {
    alias: [
      { find: "@server", replacement: path.resolve(__dirname, "src") },
      { find: "@web", replacement: path.resolve(__dirname, "web/src") },
      // react-router's package exports only its development build (warnings, invariant messages);
      // builds take the production one it ships alongside.
      ...(command === "build"
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(__dirname, "node_modules/react-router/dist/production/index.mjs"),
            },
          ]
        : []),
    ],
  },
  // `vite build` builds both: the browser bundle (dist/web) and the server renderer of the landing
  // page (dist/ssr/entry-server.js, loaded by the web process: src/http/web.ts).
  builder: {},
  build: { outDir: WEB_OUT, emptyOutDir: true, sourcemap: false },
  environments: {
    ssr: {
      // Bundled whole, so the web process loads no browser-side package at run time: React's DOM
      // renderer, the router, icons, forms, the query client and tRPC (whose packages require the
      // TypeScript compiler as a peer) are devDependencies (README, Production: the production install).
      resolve: { noExternal: true },
      build: {
        outDir: path.resolve(__dirname, "dist/ssr"),
        emptyOutDir: true,
        rollupOptions: { input: path.resolve(__dirname, "web/src/entry-server.tsx") },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": apiTarget,
      "/trpc": apiTarget,
      "/sim": apiTarget,
      "/healthz": apiTarget,
      "/voice": { target: apiTarget, ws: true },
    },
  },
}));
