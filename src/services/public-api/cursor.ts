import { createCipheriv, createDecipheriv, createHmac } from "node:crypto";
import { AppError } from "../../errors";

/**
 * Page cursors for /api/v1 lists: opaque and stable. The position (a row's creation time and
 * internal id) is sealed with AES-256-GCM under a key derived from ENCRYPTION_KEY, with the IV
 * taken from an HMAC of the position (so the same position always gives the same cursor) and the
 * key's account and mode as associated data (a cursor only works for the scope that got it).
 * Nothing in a cursor can be read or altered by the client.
 */
export interface Position {
  t: string;
  i: number;
}

const keys = new Map<string, { enc: Buffer; iv: Buffer }>();
function keysOf(secret: string) {
  let k = keys.get(secret);
  if (!k) {
    const derive = (label: string) => createHmac("sha256", secret).update(label).digest();
    k = { enc: derive("api-cursor:aes"), iv: derive("api-cursor:iv") };
    keys.set(secret, k);
  }
  return k;
}

export function sealCursor(secret: string, scope: string, position: Position): string {
  const { enc, iv: ivKey } = keysOf(secret);
  const plain = Buffer.from(JSON.stringify([position.t, position.i]));
  const iv = createHmac("sha256", ivKey).update(scope).update("\0").update(plain).digest().subarray(0, 12);
  const cipher = createCipheriv("aes-256-gcm", enc, iv);
  cipher.setAAD(Buffer.from(scope));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

const invalid = () =>
  new AppError("BAD_REQUEST", "cursor is not valid", { cursor: ["is not valid: use nextCursor as given"] });

export function openCursor(secret: string, scope: string, cursor: string): Position {
  const raw = Buffer.from(cursor, "base64url");
  if (raw.length < 29 || raw.length > 200) throw invalid();
  try {
    const { enc } = keysOf(secret);
    const decipher = createDecipheriv("aes-256-gcm", enc, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(scope));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const [t, i] = JSON.parse(plain) as [unknown, unknown];
    if (typeof t === "string" && !Number.isNaN(Date.parse(t)) && Number.isInteger(i))
      return { t, i: i as number };
  } catch {
    // falls through: tampered, truncated, from another scope or another installation
  }
  throw invalid();
}
