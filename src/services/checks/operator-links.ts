import type { Deps } from "../deps";

/**
 * The operator's detail view of one check, as e-mails to operators link it: by the check's status
 * id, so a forwarded e-mail names the check without its internal number. The page itself is
 * only open to operators.
 */
export function operatorCheckUrl(deps: Pick<Deps, "config">, publicId: string): string {
  return `${deps.config.publicBaseUrl}/admin/checks/${encodeURIComponent(publicId)}`;
}
