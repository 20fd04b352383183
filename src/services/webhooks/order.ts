import { sql, type SQL } from "drizzle-orm";
import { ORDER_WAIT_MINUTES } from "../../shared/public-api";

/**
 * Delivery order. Events about one check go to one endpoint in the order they happened (their
 * per-check `sequence`): a delivery waits while an earlier delivery of the same check to the same
 * endpoint is still pending (being retried), for at most ORDER_WAIT_MINUTES after it was created.
 * Past that it goes anyway, so one failing event cannot hold back a check's news for the ~27 hours
 * of retries; the receiver can still tell the order from `data.sequence`.
 */
export { ORDER_WAIT_MINUTES };

/**
 * True when the delivery `d` (a webhook_deliveries alias) may be sent now as far as order goes.
 * `d` must be a table alias in the surrounding query.
 */
export function inOrder(d: string): SQL {
  const alias = sql.raw(d);
  return sql`(${alias}.created_at < now() - make_interval(mins => ${ORDER_WAIT_MINUTES}) or not exists (
    select 1 from webhook_deliveries earlier
      join outbound_events ee on ee.id = earlier.event_id
      join outbound_events me on me.id = ${alias}.event_id
     where earlier.endpoint_id = ${alias}.endpoint_id and earlier.status = 'pending'
       and earlier.id <> ${alias}.id
       and ee.reference_check_id = me.reference_check_id and ee.sequence < me.sequence))`;
}
