import { randomBytes } from "node:crypto";

/** 128 random bits, URL-safe: the id anyone can open (/check-status/{id}) must be unguessable. */
export function newPublicId(): string {
  return randomBytes(16).toString("base64url");
}
