import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for secrets at rest (provider keys saved from /api-keys). The 256-bit key is the
 * SHA-256 of config.encryptionKey; each value gets a fresh 96-bit IV; the auth tag makes any
 * tampering (or a different ENCRYPTION_KEY) fail loudly instead of yielding garbage.
 * Format: "v1:" + base64(iv | tag | ciphertext).
 */
function keyOf(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

export function seal(plaintext: string, secret: string, associated = ""): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  cipher.setAAD(Buffer.from(associated, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return "v1:" + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

export function open(sealed: string, secret: string, associated = ""): string {
  if (!sealed.startsWith("v1:")) throw new Error("unknown secret format");
  const raw = Buffer.from(sealed.slice(3), "base64");
  if (raw.length < 28) throw new Error("sealed secret too short");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(associated, "utf8"));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
