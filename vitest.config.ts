import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@server": path.resolve(__dirname, "src"), "@web": path.resolve(__dirname, "web/src") },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    reporters: ["default", "./tests/support/slowest-reporter.ts"],
    maxWorkers: 2,
    env: { NODE_ENV: "test" },
  },
});
