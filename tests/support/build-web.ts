import { BIN, runToEnd, webBuildIsStale } from "../../scripts/lib";

/** Browser tests run against the built SPA served by the web process. */
export default async function setup() {
  if (webBuildIsStale())
    await runToEnd(BIN("vite"), ["build", "--logLevel", "warn"], { ...process.env, NODE_ENV: "production" });
}
