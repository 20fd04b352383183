import net from "node:net";
import { z } from "zod";

/**
 * Operations settings (proxy, database TLS, shutdown, e-mail identity, metrics, traces), kept
 * apart from the product's settings in config.ts, which spreads them into its schema.
 */

/** Names proxy-addr (Fastify's trustProxy) accepts besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [addr, bits, extra] = entry.split("/");
  if (extra !== undefined || !addr || !net.isIP(addr)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(addr) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may tell us the client's address. A hop count (1 behind Heroku's router: the
 * last X-Forwarded-For entry, the one the router wrote) or the proxies' own addresses. `true`
 * would trust whatever a client puts in X-Forwarded-For, so it is refused.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const text = (v ?? "").trim().toLowerCase();
    if (text === "" || text === "false" || text === "0") return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === "true")
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust any client's X-Forwarded-For: give the number of proxies in front (1 on Heroku) or their addresses",
      });
    const entries = text.split(",").map((s) => s.trim());
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (text !== "true" && bad.length)
      ctx.addIssue({
        code: "custom",
        message: `expected a hop count or a comma-separated list of addresses/CIDR ranges; not understood: ${bad.join(", ")}`,
      });
    return entries;
  });

/** "Name <address>" or a bare address, for the From and Reply-To headers. */
export interface MailboxAddress {
  name?: string;
  address: string;
  /** The header value: `"Name" <address>` or the bare address. */
  header: string;
}

const bareEmail = z.string().email();

export function parseMailbox(text: string): MailboxAddress | null {
  const trimmed = text.trim();
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(trimmed);
  const address = named ? named[2]! : trimmed;
  if (!bareEmail.safeParse(address).success) return null;
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, "$1");
  if (!name) return { address, header: address };
  // Quote the display name so commas and dots in it never split the header (RFC 5322 phrase).
  if (/["\\\r\n]/.test(name)) return null;
  return { name, address, header: `"${name}" <${address}>` };
}

const mailbox = (fallback: string | undefined) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v && v.trim() !== "" ? v : fallback;
      if (text === undefined) return undefined;
      const parsed = parseMailbox(text);
      if (!parsed)
        ctx.addIssue({
          code: "custom",
          message:
            'expected an e-mail address or a display name and address: "RefLine Reports <reports@example.com>"',
        });
      return parsed ?? undefined;
    });

export const DATABASE_SSL_MODES = ["disable", "require", "verify-full"] as const;
export type DatabaseSslMode = (typeof DATABASE_SSL_MODES)[number];

export const operationsEnv = {
  /** See trustProxySchema. */
  TRUST_PROXY: trustProxySchema,
  /** TLS to Postgres for every connection; unset = require in production, else the URL's sslmode or disable. */
  DATABASE_SSL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.enum(DATABASE_SSL_MODES).optional(),
  ),
  /** Seconds a process has after SIGTERM to finish requests, calls and jobs (Heroku kills at 30). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /** The sender of every e-mail, optionally with a display name. */
  EMAIL_FROM: mailbox("RefLine <reports@refline.example>").pipe(
    z.custom<MailboxAddress>((v) => v !== undefined),
  ),
  /** Where replies to any e-mail go (default SUPPORT_EMAIL). */
  REPLY_TO: mailbox(undefined),
  /** Bearer token for GET /metrics; unset = /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** OTLP/HTTP collector; set = traces are exported (OpenTelemetry's own variable). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
    .pipe(z.string().url().optional()),
  OTEL_SERVICE_NAME: z.string().default("refline"),
};
