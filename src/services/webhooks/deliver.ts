import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { eq, sql } from "drizzle-orm";
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, outboundEvents } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { endpointSecret } from "./endpoints";
import { signWebhook } from "./signing";
import { guardedLookup, isPrivateAddress, privateAllowed } from "./url-guard";
import { endpointDisabledEmail } from "./emails";
import { inOrder } from "./order";
import { payloadWithPhase } from "./phase-stamp";

/** A delivery enqueued this long ago and still pending lost its job (a crash): enqueue it again. */
const LOST_AFTER = "10 minutes";
const BATCH = 100;

/**
 * Enqueues a delivery job for every due delivery whose endpoint is enabled and whose check's
 * earlier events have gone to that endpoint (order.ts), in the transaction
 * that marks it enqueued (two workers never enqueue one delivery twice). Runs every
 * WEBHOOK_DISPATCH_INTERVAL_MS in each worker process.
 */
export async function dispatchDueDeliveries(deps: Deps): Promise<number> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const due = await tx.execute<{ id: number }>(sql`
      with due as (
        select d.id from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id
         where d.status = 'pending' and e.disabled_at is null and d.next_attempt_at <= now()
           and (d.enqueued_at is null or d.enqueued_at < now() - ${LOST_AFTER}::interval)
           and ${inOrder("d")}
         order by d.next_attempt_at, d.id
         limit ${BATCH}
         for update of d skip locked)
      update webhook_deliveries set enqueued_at = now() from due where webhook_deliveries.id = due.id
      returning webhook_deliveries.id`);
    for (const row of due) await enqueue(jobs.deliverWebhook, { deliveryId: Number(row.id) });
    return due.length;
  });
}

/** Runs dispatchDueDeliveries on an interval until stopped. */
export function startWebhookDispatcher(deps: Deps): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = dispatchDueDeliveries(deps)
      .catch((err) => deps.log.warn({ err }, "webhook dispatch failed"))
      .finally(() => (running = null));
  }, deps.config.env.WEBHOOK_DISPATCH_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export class DeliveryLeaseHeld extends Error {
  constructor() {
    super("another worker holds this delivery's lease; retried later");
  }
}

interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

function send(deps: Deps, url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
  const started = Date.now();
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !privateAllowed(deps.config) && isPrivateAddress(host))
    return Promise.resolve({ ok: false, statusCode: null, error: "refused: private address", durationMs: 0 });
  const lib = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      resolve({ ...r, durationMs: Date.now() - started });
    };
    const req = lib.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(deps.config) as never,
        timeout: deps.config.env.WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on("end", () =>
          done({
            ok: status >= 200 && status < 300,
            statusCode: status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          }),
        );
        res.on("error", (err) => done({ ok: false, statusCode: status, error: err.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${deps.config.env.WEBHOOK_TIMEOUT_MS} ms`));
    }, deps.config.env.WEBHOOK_TIMEOUT_MS);
    req.on("timeout", () =>
      req.destroy(new Error(`timed out after ${deps.config.env.WEBHOOK_TIMEOUT_MS} ms`)),
    );
    req.on("error", (err) => done({ ok: false, statusCode: null, error: err.message.slice(0, 300) }));
    req.on("close", () => clearTimeout(timer));
    req.end(body);
  });
}

/**
 * One attempt at one delivery. The delivery is leased first (a second worker with the same job
 * waits), the attempt is logged before the request goes out, and the outcome is stored after:
 * a worker killed in between leaves the attempt at "sending" and the job's retry sends again with
 * the same webhook-id, which the receiver uses to ignore the repeat.
 */
export async function deliverWebhook(deps: Deps, deliveryId: number): Promise<{ outcome: string }> {
  const leaseSeconds = Math.ceil(deps.config.env.WEBHOOK_TIMEOUT_MS / 1000) + 5;
  const leased = await deps.db.execute<{ attempts: number }>(sql`
    update webhook_deliveries d
       set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1, updated_at = now()
     where id = ${deliveryId} and status = 'pending'
       and (lease_until is null or lease_until < now()) and ${inOrder("d")}
    returning attempts`);
  if (!leased.length) {
    const [d] = await deps.db.execute<{ status: string; held: boolean }>(sql`select status,
      coalesce(lease_until > now(), false) as held from webhook_deliveries where id = ${deliveryId}`);
    if (d?.status === "pending" && d.held) throw new DeliveryLeaseHeld();
    if (d?.status === "pending") {
      // An earlier event of its check is still on its way: the dispatcher sends this one after it.
      await deps.db.execute(sql`update webhook_deliveries set enqueued_at = null where id = ${deliveryId}`);
      return { outcome: "waiting for an earlier event" };
    }
    return { outcome: "skipped" };
  }
  const attempt = Number(leased[0]!.attempts);
  const [row] = await deps.db
    .select({ d: webhookDeliveries, e: outboundEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(outboundEvents, eq(outboundEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row) return { outcome: "skipped" };
  const giveBack = () =>
    deps.db.execute(sql`update webhook_deliveries set lease_until = null, enqueued_at = null,
      attempts = attempts - 1 where id = ${deliveryId}`);
  if (row.endpoint.disabledAt) {
    // Disabled meanwhile: give the attempt back; a replay after enabling sends it.
    await giveBack();
    return { outcome: "endpoint disabled" };
  }
  const [logged] = await deps.db
    .insert(webhookAttempts)
    .values({ deliveryId, attempt, startedAt: deps.now() })
    .returning({ id: webhookAttempts.id });

  const body = JSON.stringify(await payloadWithPhase(deps, row.e));
  const timestamp = Math.floor(Date.now() / 1000);
  // The endpoint row is share-locked while the request goes out: disabling it waits for the
  // request to end, and a request never starts once the endpoint is disabled.
  const result = await deps.db.transaction(async (tx) => {
    const live = await tx.execute(sql`select 1 from webhook_endpoints
      where id = ${row.endpoint.id} and disabled_at is null for share`);
    if (!live.length) return null;
    return send(
      deps,
      row.endpoint.url,
      {
        "content-type": "application/json",
        "user-agent": "RefLine-Webhooks/1.0",
        "webhook-id": row.e.publicId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(endpointSecret(deps, row.endpoint), row.e.publicId, timestamp, body),
      },
      body,
    );
  });
  if (!result) {
    await deps.db.delete(webhookAttempts).where(eq(webhookAttempts.id, logged!.id));
    await giveBack();
    return { outcome: "endpoint disabled" };
  }

  const schedule = deps.config.env.WEBHOOK_RETRY_SCHEDULE_SECONDS;
  const exhausted = !result.ok && attempt > schedule.length;
  let disabled = false;
  await transaction(deps, async ({ db: tx }) => {
    await tx
      .update(webhookAttempts)
      .set({
        outcome: result.ok ? "succeeded" : "failed",
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
        finishedAt: deps.now(),
      })
      .where(eq(webhookAttempts.id, logged!.id));
    if (result.ok) {
      await tx.execute(sql`update webhook_deliveries set status = 'succeeded', succeeded_at = now(),
        last_status_code = ${result.statusCode}, last_error = null, lease_until = null, enqueued_at = null,
        updated_at = now() where id = ${deliveryId}`);
      await tx.execute(
        sql`update webhook_endpoints set consecutive_failures = 0 where id = ${row.endpoint.id}`,
      );
      return;
    }
    const delay = exhausted ? 0 : schedule[attempt - 1]!;
    await tx.execute(sql`update webhook_deliveries set
        status = ${exhausted ? "failed" : "pending"},
        next_attempt_at = now() + make_interval(secs => ${delay}),
        last_status_code = ${result.statusCode}, last_error = ${result.error},
        lease_until = null, enqueued_at = null, updated_at = now()
      where id = ${deliveryId}`);
    const [ep] = await tx.execute<{ consecutive_failures: number; disabled_at: Date | null }>(sql`
      update webhook_endpoints set consecutive_failures = consecutive_failures + 1, updated_at = now()
       where id = ${row.endpoint.id} returning consecutive_failures, disabled_at`);
    if (exhausted && ep && !ep.disabled_at) {
      await tx.execute(sql`update webhook_endpoints set disabled_at = clock_timestamp(),
        disabled_reason = ${`Every attempt to deliver ${row.e.type} ${row.e.publicId} failed (last: ${result.error ?? "error"})`}
        where id = ${row.endpoint.id}`);
      disabled = true;
    }
  });
  if (disabled) await notifyDisabled(deps, row.endpoint, deliveryId, attempt, result.error);
  return { outcome: result.ok ? "succeeded" : exhausted ? "failed" : "retrying" };
}

async function notifyDisabled(
  deps: Deps,
  endpoint: typeof webhookEndpoints.$inferSelect,
  deliveryId: number,
  attempts: number,
  lastError: string | null,
) {
  const [owner] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, endpoint.userId));
  if (!owner) return;
  const { subject, text } = endpointDisabledEmail({
    url: endpoint.url,
    endpointId: endpoint.publicId,
    attempts,
    lastError,
    publicBaseUrl: deps.config.publicBaseUrl,
    productName: deps.config.env.PRODUCT_NAME,
  });
  await deps.providers.email.send({
    to: owner.email,
    subject,
    tag: "webhook-disabled",
    idempotencyKey: `webhook-disabled:${endpoint.publicId}:${deliveryId}`,
    text,
  });
}
