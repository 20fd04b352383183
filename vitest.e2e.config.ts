import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@server": path.resolve(__dirname, "src"), "@web": path.resolve(__dirname, "web/src") },
  },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts", "tests/support/build-web.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    reporters: ["default", "./tests/support/slowest-reporter.ts"],
    maxWorkers: 1,
    env: { NODE_ENV: "test" },
  },
});
