// Builds the web, worker and release processes once, to plain JavaScript the Procfile runs with
// `node` (no TypeScript loader and no npm between the platform and the app, so SIGTERM reaches the
// process that drains). Dependencies stay in node_modules; source maps point stack traces at src/.
import { build, transform } from "esbuild";
import { copyFile, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { Buffer } from "node:buffer";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
// Each entry sits two folders below the root (dist/<process>/), like src/<folder>/, so paths the
// code resolves from its own file (migrations/, dist/web) land in the same place.
const entries = {
  "server/main": "src/main.ts",
  "worker/main": "worker/main.ts",
  "release/migrate": "src/db/migrate-cli.ts",
};
const outputs = [...Object.keys(entries).map((e) => path.dirname(e)), "chunks"];
await Promise.all(outputs.map((d) => rm(path.join(ROOT, "dist", d), { recursive: true, force: true })));
// Packages stay in node_modules, except tRPC: bundled, so it is a development dependency and
// production installs neither tRPC nor the TypeScript compiler its packages require as a peer.
const BUNDLED = /^(@trpc\/|@server\/|@web\/|@refline\/client$)/;
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === "entry-point" || BUNDLED.test(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};
const started = Date.now();
await build({
  absWorkingDir: ROOT,
  entryPoints: entries,
  outdir: path.join(ROOT, "dist"),
  bundle: true,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  format: "esm",
  platform: "node",
  target: "node20.19",
  plugins: [externalPackages],
  sourcemap: true,
  jsx: "automatic",
  tsconfig: path.join(ROOT, "tsconfig.json"),
  logLevel: "warning",
});
// The report's fonts: only the faces it reads (src/services/reports/pdf/font-files.ts), copied
// from the font packages (devDependencies: they ship every weight, 164 MB) into dist/fonts, where
// the built processes read them.
const require = createRequire(path.join(ROOT, "package.json"));
const list = await transform(
  await readFile(path.join(ROOT, "src/services/reports/pdf/font-files.ts"), "utf8"),
  {
    loader: "ts",
    format: "esm",
  },
);
const { FONT_FILES } = await import(
  `data:text/javascript;base64,${Buffer.from(list.code).toString("base64")}`
);
const fonts = path.join(ROOT, "dist/fonts");
await rm(`${fonts}.${process.pid}`, { recursive: true, force: true });
await mkdir(`${fonts}.${process.pid}`, { recursive: true });
let fontBytes = 0;
for (const { pkg, face } of FONT_FILES) {
  const from = require.resolve(`@expo-google-fonts/${pkg}/${face}`);
  await copyFile(from, path.join(`${fonts}.${process.pid}`, path.basename(face)));
  fontBytes += (await stat(from)).size;
}
await rm(fonts, { recursive: true, force: true });
await rename(`${fonts}.${process.pid}`, fonts);

console.log(
  `Built dist/server, dist/worker, dist/release and dist/fonts ` +
    `(${FONT_FILES.length} faces, ${(fontBytes / 1e6).toFixed(1)} MB) in ${Date.now() - started} ms`,
);
