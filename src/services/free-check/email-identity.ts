import { createRequire } from "node:module";

/** Tricks people use to claim the free check twice with what is really one mailbox. */
export type ManipulationTechnique =
  "case_or_whitespace" | "plus_tag" | "gmail_dots" | "googlemail_alias" | "disposable_domain";

export interface EmailIdentity {
  /** Trimmed and lowercased: the address as we store it. */
  normalized: string;
  /** The mailbox behind it: +tags dropped everywhere, dots dropped and googlemail folded for Gmail. */
  fingerprint: string;
  domain: string;
  disposable: boolean;
  techniques: ManipulationTechnique[];
}

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

let disposableDomains: Set<string> | null = null;
/** The community-kept list of throwaway-mail domains (loaded once, on first use). */
export function isDisposableDomain(domain: string): boolean {
  if (!disposableDomains) {
    const require = createRequire(import.meta.url);
    disposableDomains = new Set(require("disposable-email-domains") as string[]);
  }
  const parts = domain.toLowerCase().split(".");
  // A subdomain of a throwaway domain is throwaway too.
  for (let i = 0; i < parts.length - 1; i++) if (disposableDomains.has(parts.slice(i).join("."))) return true;
  return false;
}

export function emailIdentity(raw: string): EmailIdentity {
  const normalized = raw.trim().toLowerCase();
  const techniques: ManipulationTechnique[] = [];
  if (normalized !== raw) techniques.push("case_or_whitespace");
  const at = normalized.lastIndexOf("@");
  let local = at > 0 ? normalized.slice(0, at) : normalized;
  let domain = at > 0 ? normalized.slice(at + 1) : "";
  if (local.includes("+")) {
    techniques.push("plus_tag");
    local = local.slice(0, local.indexOf("+"));
  }
  if (GMAIL.has(domain)) {
    if (local.includes(".")) {
      techniques.push("gmail_dots");
      local = local.replace(/\./g, "");
    }
    if (domain === "googlemail.com") {
      techniques.push("googlemail_alias");
      domain = "gmail.com";
    }
  }
  const disposable = domain !== "" && isDisposableDomain(domain);
  if (disposable) techniques.push("disposable_domain");
  return { normalized, fingerprint: `${local}@${domain}`, domain, disposable, techniques };
}
