import { boot } from "../../src/boot";
import { loadConfig } from "../../src/config";
import { referenceChecks } from "../../src/db/schema";
import { freePort } from "../../src/db/embedded";
import { buildApp } from "../../src/http/app";
import { createLogger } from "../../src/logger";
import type { LlmProvider } from "../../src/providers/llm/types";
import { standaloneDatabase } from "../../tests/support/standalone-db";

/**
 * The voice benches' server: one web process on a bench database with the given (fake) model, and
 * one check in progress whose reference the simulated calls are placed to.
 */
export async function startVoiceBenchApp(llm: LlmProvider, env: Record<string, string> = {}) {
  const db = await standaloneDatabase(".data/bench-postgres");
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    AUTO_MIGRATE: "false",
    LOG_LEVEL: "warn",
    ...env,
  });
  const booted = await boot(config, createLogger(config, "bench"), "web", { providers: { llm } });
  const app = await buildApp(booted.deps, { serveWeb: false });
  await app.listen({ port, host: "127.0.0.1" });
  const [check] = await booted.deps.db
    .insert(referenceChecks)
    .values({
      publicId: `bench${Date.now()}`,
      requesterEmail: "bench@example.com",
      candidateName: "Sam Lee",
      role: "Engineer",
      companyName: "Acme",
      reference1: { name: "Pat Kim", phone: "+14155550100", relationship: "direct-manager" },
      status: "processing",
      paymentStatus: "free",
    })
    .returning();
  return {
    port,
    booted,
    check: check!,
    async stop() {
      await app.close();
      await booted.shutdown();
      await db.close();
    },
  };
}

/** The relay URL the carrier was given (its path carries the call's nonce), on this machine. */
export function localRelay(port: number, relayUrl: string): string {
  const u = new URL(relayUrl);
  return `ws://127.0.0.1:${port}${u.pathname}${u.search}`;
}
