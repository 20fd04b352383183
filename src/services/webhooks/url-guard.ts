import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { AppError } from "../../errors";
import type { Config } from "../../config";

/**
 * Addresses a webhook may never reach (SSRF): loopback, private, shared, link-local (cloud
 * metadata lives at 169.254.169.254), multicast, reserved, and their IPv6 forms. Checked when an
 * endpoint is saved and again for every address the name resolves to at each delivery, so a name
 * that later resolves inward (DNS rebinding) is refused too.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  // IPv4-compatible (::7f00:1, deprecated) and IPv4-translated (::ffff:0:7f00:1) forms embed any
  // IPv4 address; 6to4 and Teredo tunnel to one. None is a webhook receiver's address.
  ["::", 96],
  ["::ffff:0:0:0", 96],
  ["2002::", 16],
  ["2001::", 32],
  ["100::", 64],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const)
  blocked.addSubnet(net, bits, "ipv6");

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, "ipv4");
    // The same mapping written in hex, as URL parsing normalises it (::ffff:7f00:1).
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
    if (hex) {
      const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
      return blocked.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, "ipv4");
    }
    return blocked.check(address, "ipv6");
  }
  return true;
}

/** Private addresses are allowed only outside production and only when configured (tests). */
export function privateAllowed(config: Config): boolean {
  return !config.isProduction && config.env.WEBHOOK_ALLOW_PRIVATE_URLS;
}

const urlError = (message: string) => new AppError("BAD_REQUEST", message, { url: [message] });

/** The URL's shape: absolute http(s), https in production, no credentials, at most 2,000 characters. */
export function parseEndpointUrl(config: Config, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlError("must be an absolute URL such as https://example.com/webhooks");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw urlError("must start with https://");
  if (config.isProduction && url.protocol !== "https:") throw urlError("must start with https://");
  if (url.username || url.password) throw urlError("must not contain a user name or password");
  if (raw.length > 2000) throw urlError("must be at most 2000 characters");
  return url;
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );
}

/** Refuses a URL whose host is, or resolves to, an address webhooks may not reach. */
export async function assertReachableUrl(config: Config, url: URL): Promise<void> {
  if (privateAllowed(config)) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw urlError("must not point to a private or loopback address");
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw urlError(`the host ${host} could not be resolved`);
  }
  if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address)))
    throw urlError("must not point to a private or loopback address");
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that refuses private addresses at connect time (DNS rebinding). */
export function guardedLookup(config: Config) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const bad = !privateAllowed(config) && addresses.some((a) => isPrivateAddress(a.address));
      if (bad || !addresses.length) {
        const e = new Error(`${hostname} resolves to a private address`) as NodeJS.ErrnoException;
        e.code = "EPRIVATEADDRESS";
        return callback(e, "", 0);
      }
      if (options?.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
