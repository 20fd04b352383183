// Preloaded (NODE_OPTIONS=--import) into a web or worker process by
// tests/integration/pg-boss-own-pool.test.ts: on exit it reports whether node-postgres (`pg`,
// `pg-pool`) was ever loaded into the process, by a require or an import (both go through
// Node's CommonJS module cache for these CommonJS packages).
import { createRequire } from "node:module";

const cache = createRequire(import.meta.url).cache;

process.on("exit", () => {
  const loaded = Object.keys(cache).filter((file) => /[\\/]node_modules[\\/]pg(-pool)?[\\/]/.test(file));
  process.stderr.write(`\nnode-postgres modules loaded: ${JSON.stringify(loaded)}\n`);
});
