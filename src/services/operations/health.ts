import type { ProviderKeyName } from "../../providers/keys";
import type { Deps } from "../deps";
import { pipelineHealth, type PipelineHealth } from "./pipeline-health";
import { timeZoneDataStatus, timeZoneDataWarning, type TimeZoneDataStatus } from "../scheduling/tz-data";

export type HealthCheckName = "database" | "queue" | "payments" | "telephony" | "email" | "llm";

export interface HealthCheck {
  name: HealthCheckName;
  /** Who answers: Postgres, pg-boss, or the provider's name (stripe, twilio, postmark, anthropic, simulated). */
  provider: string;
  mode: "live" | "simulated";
  healthy: boolean;
  latencyMs: number;
  detail: string;
  /**
   * Where the provider's credential comes from: saved on /api-keys, the environment, or unset;
   * null for the database and the queue, which have no key.
   */
  keySource: "saved" | "environment" | "unset" | null;
}

/** The credential each provider authenticates with (a saved one wins over the environment). */
export const PROVIDER_CREDENTIAL: Partial<Record<HealthCheckName, ProviderKeyName>> = {
  payments: "STRIPE_SECRET_KEY",
  telephony: "TWILIO_AUTH_TOKEN",
  email: "POSTMARK_SERVER_TOKEN",
  llm: "ANTHROPIC_API_KEY",
};

export interface SystemHealth {
  /** spec §3.2 flags: payments, the call provider and e-mail under the names the dashboard uses. */
  stripe: boolean;
  blandAi: boolean;
  sendGrid: boolean;
  database: boolean;
  llm: boolean;
  checkedAt: Date;
  checks: HealthCheck[];
  /** Queue depth, dead letters and live workers; null when the database does not answer. */
  pipeline: PipelineHealth | null;
  /** The runtime's time-zone data and the calling-hour rules it gets wrong (none when current). */
  timeZoneData: TimeZoneDataStatus & { warning: string | null };
}

const TIMEOUT_MS = 5000;

async function probe(
  name: HealthCheckName,
  provider: string,
  mode: "live" | "simulated",
  fn: () => Promise<boolean>,
): Promise<Omit<HealthCheck, "keySource">> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const ok = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      }),
    ]);
    return {
      name,
      provider,
      mode,
      healthy: ok,
      latencyMs: Math.round(performance.now() - started),
      detail: ok
        ? mode === "simulated"
          ? "simulated: no real traffic leaves this server"
          : "reachable"
        : "unhealthy",
    };
  } catch (err) {
    return {
      name,
      provider,
      mode,
      healthy: false,
      latencyMs: Math.round(performance.now() - started),
      detail: err instanceof Error ? err.message : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Real checks, run in parallel: a query on the database, the job queue's tables, and each
 * provider's own health call (a live provider asks its API; a simulated one says so).
 */
export async function systemHealth(deps: Deps): Promise<SystemHealth> {
  const p = deps.providers;
  const sources = await p.keys.sources().catch(() => null);
  const probed = await Promise.all([
    probe("database", "postgres", "live", async () => {
      await deps.database.sql`select 1`;
      return true;
    }),
    probe("queue", "pg-boss", "live", async () => {
      await deps.queue.boss.getQueues();
      return true;
    }),
    probe("payments", p.payments.name, p.payments.mode, () => p.payments.healthy()),
    probe("telephony", p.telephony.name, p.telephony.mode, () => p.telephony.healthy()),
    probe("email", p.email.name, p.email.mode, () => p.email.healthy()),
    probe("llm", p.llm.name, p.llm.mode, () => p.llm.healthy()),
  ]);
  const checks: HealthCheck[] = probed.map((c) => {
    const key = PROVIDER_CREDENTIAL[c.name];
    return { ...c, keySource: key ? (sources?.[key].source ?? null) : null };
  });
  const ok = (n: HealthCheckName) => checks.find((c) => c.name === n)!.healthy;
  const pipeline = await pipelineHealth(deps).catch(() => null);
  const tz = timeZoneDataStatus();
  return {
    pipeline,
    stripe: ok("payments"),
    blandAi: ok("telephony"),
    sendGrid: ok("email"),
    database: ok("database"),
    llm: ok("llm"),
    checkedAt: deps.now(),
    checks,
    timeZoneData: { ...tz, warning: timeZoneDataWarning(tz) },
  };
}

/** The second health call: a map of named checks to booleans. */
export async function healthMap(deps: Deps): Promise<Record<HealthCheckName, boolean>> {
  const h = await systemHealth(deps);
  return Object.fromEntries(h.checks.map((c) => [c.name, c.healthy])) as Record<HealthCheckName, boolean>;
}
