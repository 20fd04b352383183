/** The audit log's actions in words (an action without words here shows as written). */
export const AUDIT_WORDS: Record<string, string> = {
  "organization.created": "created the organization",
  "member.invited": "invited a member",
  "member.joined": "joined",
  "member.role_changed": "changed a role",
  "member.removed": "removed a member",
  "invitation.revoked": "revoked an invitation",
  "key.created": "created an API key",
  "key.revoked": "revoked an API key",
  "report.downloaded": "downloaded a report PDF",
  "packet.downloaded": "downloaded a pre-adverse-action packet",
  "checks.exported": "exported checks as CSV",
  "api.report_downloaded": "downloaded a report over the API",
  "checks.moved": "moved personal checks in",
  "settings.changed": "changed settings",
  "webhook.created": "added a webhook endpoint",
  "webhook.deleted": "deleted a webhook endpoint",
  "webhook.enabled": "enabled a webhook endpoint",
  "join.requested": "asked to join",
  "join.approved": "approved a request to join",
  "join.declined": "declined a request to join",
};

/** The organization's audit log (owners and admins), newest first, each action in words. */
export function AuditLog({
  entries,
}: {
  entries: { at: Date | string; actorEmail: string; action: string; detail: unknown }[];
}) {
  if (!entries.length) return null;
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Audit log</h2>
      <ul className="space-y-1 text-sm text-slate-700" data-testid="audit-log">
        {entries.map((e, i) => (
          <li key={i}>
            {new Date(e.at).toLocaleString()} · {e.actorEmail} · {AUDIT_WORDS[e.action] ?? e.action}{" "}
            <span className="text-slate-500">{JSON.stringify(e.detail)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
