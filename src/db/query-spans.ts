import type postgres from "postgres";
import { endDbSpan, startDbSpan } from "../telemetry";

/**
 * A client span per postgres.js query when tracing is on (src/telemetry.ts), a child of the span
 * active where the query is awaited: the request's, the procedure's or the job's (a query outside
 * any span, such as pg-boss's polling, gets none). Attributes are
 * `db.system` (postgresql) and `db.operation` (the statement's first keyword: SELECT, INSERT,
 * BEGIN, …); the span's length is the query's, from being sent until its result or error. Neither
 * the statement's text nor a parameter value is recorded, and a failure only by its SQLSTATE.
 *
 * postgres.js has no hook that sees a query start and finish: its `debug` option is called as the
 * text is written to the socket and never learns the outcome. Every query, though (tagged or
 * `unsafe`, on the pool, in a `begin()` or on a reserved connection), is a `Query` that runs once
 * through `handle()`, when first awaited or executed, and settles through its own `resolve` or
 * `reject`, which the connection calls with the result or the error. The hook wraps those three,
 * on the class every client shares, once per process. It relies on postgres.js internals of the
 * pinned, patched 3.4.9 (patches/), and fails loudly at start if they change; the tracing test
 * (tests/integration/tracing.test.ts) proves the spans and their parents. Queries read with
 * `.cursor()` re-assign `resolve` per batch and would keep their span open: the product has none.
 */
interface QueryInternals {
  executed: boolean;
  strings: readonly string[];
  resolve: (value: unknown) => unknown;
  reject: (err: unknown) => unknown;
  handle(...args: unknown[]): Promise<void>;
}

let hooked = false;

export function traceQueries(sql: postgres.Sql): void {
  if (hooked) return;
  // Building a query does not run it (postgres.js queries are lazy): this one is only looked at.
  const probe: unknown = sql.unsafe("select 1");
  const proto = Object.getPrototypeOf(probe) as Partial<QueryInternals>;
  const handle = proto.handle;
  if (typeof handle !== "function" || !(probe instanceof Promise))
    throw new Error("Database spans: postgres.js's Query.handle() was not found (see src/db/query-spans.ts)");
  proto.handle = function (this: QueryInternals, ...args: unknown[]) {
    if (!this.executed) {
      const operation = operationOf(this.strings);
      const span = startDbSpan(operation || "postgresql", {
        "db.system": "postgresql",
        "db.system.name": "postgresql",
        ...(operation ? { "db.operation": operation, "db.operation.name": operation } : {}),
      });
      if (span) {
        const { resolve, reject } = this;
        this.resolve = (value) => {
          endDbSpan(span);
          return resolve(value);
        };
        this.reject = (err) => {
          endDbSpan(span, err);
          return reject(err);
        };
      }
    }
    return handle.apply(this, args);
  };
  hooked = true;
}

/** The statement's first keyword, past leading blanks, parentheses and comments. */
export function operationOf(strings: readonly string[]): string {
  const m = /^(?:\s|\(|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(strings[0] ?? "");
  return m ? m[1]!.toUpperCase() : "";
}
