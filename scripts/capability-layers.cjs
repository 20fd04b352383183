/**
 * The layers of src/services (docs/architecture.md, "Layers"): each folder under src/services is
 * declared in exactly one layer, bottom first. A folder may import its own files, `src/services/deps.ts`,
 * and the folders of the layers below it, as `MAY_IMPORT` spells out; nothing sideways, nothing up.
 * Read by `.dependency-cruiser.cjs` (the lint rule) and `scripts/capability-graph.ts` (the picture).
 */

/** Bottom: the check's records, queries and phase, and the shared rules and ledger everyone reads. */
const core = ["checks", "scheduling", "email"];

/** Middle: independent capabilities. None imports a sibling (see SIDEWAYS for the known exceptions). */
const capabilities = [
  "accounts",
  "analysis",
  "analytics",
  "authorization",
  "calls",
  "data-requests",
  "fraud",
  "free-check",
  "insights",
  "interview",
  "leads",
  "operations",
  "organizations",
  "payments",
  "pricing",
  "rate-limits",
  "reports",
  "site",
  "webhooks",
];

/** Top: the flows that string a check through the capabilities, the only place that knows their order. */
const lifecycle = ["lifecycle"];

/** Above the lifecycle: the service side of a face (a person's or a program's view over several capabilities). */
const faces = ["dashboard", "public-api", "operator-tests"];

const LAYERS = { core, capabilities, lifecycle, faces };

/**
 * The sideways imports between capabilities that are still there, each with why. They form no
 * cycle (scripts/capability-graph.ts --check fails on a cycle or a mutual pair). Lint refuses any
 * edge not listed here; the way to remove one is to move the shared part down into core, or the
 * flow that needs both up into lifecycle (or make it react through a job).
 */
const SIDEWAYS = {
  // Operators' sign-in and second factor write the audit log, which insights keeps (insights/audit.ts).
  accounts: ["insights"],
  // Analysis reads what the interview asked and how (its plan, language rules, normalizer, guard).
  analysis: ["interview"],
  // The candidate's authorization packet is a PDF drawn with the report's PDF parts and data.
  authorization: ["reports"],
  // Voicemail and call analytics speak and read the interview's words (plan, greeting, understanding).
  calls: ["interview"],
  // Retention purges expired sessions and sign-in links; an erasure regenerates the report's files.
  "data-requests": ["accounts", "reports"],
  // The free check's abuse test reads the fraud signals.
  "free-check": ["fraud"],
  // The question figures are labelled with the interview's plan and the report's question labels.
  insights: ["interview", "reports"],
  // The system's attention list reads the figures insights computes.
  operations: ["insights"],
  // A team's actor and its invitations are read from accounts' sessions.
  organizations: ["accounts"],
  // The payment e-mails quote the price rules.
  payments: ["pricing"],
  // A first check's price depends on the free check's eligibility.
  pricing: ["free-check"],
  // The report renders the analysis' schema and signals.
  reports: ["analysis"],
};

/** The folders each folder may import (besides itself and src/services/deps.ts). */
function mayImport(folder) {
  if (folder === "scheduling" || folder === "email") return [];
  if (folder === "checks") return ["scheduling", "email"];
  if (capabilities.includes(folder)) return [...core, ...(SIDEWAYS[folder] ?? [])];
  if (lifecycle.includes(folder)) return [...core, ...capabilities];
  if (faces.includes(folder)) return [...core, ...capabilities, ...lifecycle];
  throw new Error(`src/services/${folder} is in no layer of scripts/capability-layers.cjs`);
}

const ALL = [...core, ...capabilities, ...lifecycle, ...faces];
const MAY_IMPORT = Object.fromEntries(ALL.map((f) => [f, mayImport(f)]));

module.exports = { LAYERS, SIDEWAYS, MAY_IMPORT, ALL };
