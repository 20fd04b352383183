/**
 * The layers of src/services, enforced by `npm run lint` (lint:layers). Every import counts, type
 * imports and `export … from` included. The layers and the allowed imports are declared in
 * scripts/capability-layers.cjs; docs/architecture.md ("Layers") explains them.
 */
const { LAYERS, MAY_IMPORT, ALL } = require("./scripts/capability-layers.cjs");

const alt = (folders) => folders.map((f) => f.replace(/[-]/g, "\\-")).join("|");
const layerOf = (folder) => Object.entries(LAYERS).find(([, members]) => members.includes(folder))[0];
const place = (folders) => (folders.length ? folders.map((f) => `src/services/${f}`).join(", ") : "nothing");

/** One rule per folder: it may import itself, deps.ts and the folders MAY_IMPORT names; nothing else under src/services. */
const perFolder = ALL.map((folder) => ({
  name: `layers/${folder}`,
  severity: "error",
  comment:
    `src/services/${folder} (${layerOf(folder)}) may import only ${place(MAY_IMPORT[folder])} and src/services/deps.ts. ` +
    "Shared records, queries and types go down into src/services/checks (core); a flow that needs several " +
    "capabilities goes up into src/services/lifecycle, or reacts through a job (docs/architecture.md, Layers).",
  from: { path: `^src/services/${folder}/` },
  to: {
    path: "^src/services/[^/]+/",
    pathNot: `^src/services/(${alt([folder, ...MAY_IMPORT[folder]])})/`,
  },
}));

module.exports = {
  forbidden: [
    ...perFolder,
    {
      name: "layers/undeclared-folder",
      severity: "error",
      comment:
        "Every folder under src/services is declared in one layer of scripts/capability-layers.cjs (a new capability goes in `capabilities`).",
      from: { path: `^src/services/(?!(${alt(ALL)})/)[^/]+/` },
      to: {},
    },
  ],
  options: {
    includeOnly: "^src/services/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    doNotFollow: { path: "node_modules" },
  },
};
