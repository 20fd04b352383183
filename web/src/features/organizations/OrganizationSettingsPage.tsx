import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ORGANIZATION_ROLES, type OrganizationRole } from "@server/shared/states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { useCurrentUser } from "../accounts/session";
import { OrganizationSettingsCard, WebhooksCard } from "./OrganizationAdmin";
import { DeleteOrganizationCard, JoinByDomainCard, JoinRequestsCard } from "./OrganizationMembership";
import { AuditLog } from "./AuditLog";
import { OrgSwitcher, useActingFor } from "./OrgSwitcher";

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2";
const MANAGERS: OrganizationRole[] = ["owner", "admin"];

function CreateOrganization() {
  const qc = useQueryClient();
  const create = trpc.organizations.create.useMutation();
  const [form, setForm] = useState({ name: "", billingEmail: "", domain: "" });
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({
        name: form.name,
        billingEmail: form.billingEmail || undefined,
        domain: form.domain || undefined,
      });
      await qc.invalidateQueries();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold text-slate-900">Create an organization</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your team shares its checks, reports, API keys and one bill. You become its owner.
      </p>
      <form className="mt-4 space-y-4" onSubmit={(e) => void onSubmit(e)}>
        {(
          [
            ["name", "Organization name", "Acme Hiring"],
            ["billingEmail", "Billing e-mail (optional: yours)", "billing@acme.com"],
            ["domain", "Company domain (optional)", "acme.com"],
          ] as const
        ).map(([key, label, placeholder]) => (
          <label key={key} className="block text-sm font-medium text-slate-800">
            {label}
            <input
              className={input}
              name={key}
              value={form[key]}
              placeholder={placeholder}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
          </label>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create organization"}
        </Button>
      </form>
    </Card>
  );
}

function Members({ id, role, email }: { id: string; role: OrganizationRole; email: string }) {
  const toast = useToast();
  const qc = useQueryClient();
  const utils = trpc.useUtils();
  const manager = MANAGERS.includes(role);
  const members = trpc.organizations.members.useQuery({ organizationId: id });
  const invitations = trpc.organizations.invitations.useQuery({ organizationId: id }, { enabled: manager });
  const audit = trpc.organizations.audit.useQuery({ organizationId: id }, { enabled: manager });
  const changeRole = trpc.organizations.changeRole.useMutation();
  const remove = trpc.organizations.removeMember.useMutation();
  const invite = trpc.organizations.invite.useMutation();
  const revoke = trpc.organizations.revokeInvitation.useMutation();
  const [invitee, setInvitee] = useState<{ email: string; role: OrganizationRole }>({
    email: "",
    role: "recruiter",
  });
  const [error, setError] = useState<string | null>(null);

  async function run(what: string, fn: () => Promise<unknown>) {
    try {
      await fn();
      await utils.organizations.invalidate();
      toast({ title: what, variant: "success" });
    } catch (err) {
      toast({ title: "Not done", description: (err as Error).message, variant: "destructive" });
    }
  }
  async function onInvite(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await invite.mutateAsync({ organizationId: id, ...invitee });
      setInvitee({ ...invitee, email: "" });
      await utils.organizations.invalidate();
      toast({ title: "Invitation sent", description: invitee.email, variant: "success" });
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <>
      <section className="mt-8">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Members</h2>
        <table className="w-full text-left text-sm" data-testid="members">
          <thead className="text-slate-600">
            <tr>
              <th className="py-2 pr-4">E-mail</th>
              <th className="py-2 pr-4">Role</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody>
            {members.data?.members.map((m) => (
              <tr key={m.id} className="border-t border-slate-200" data-member={m.email}>
                <td className="py-2 pr-4 font-medium text-slate-900">{m.email}</td>
                <td className="py-2 pr-4">
                  {manager ? (
                    <select
                      aria-label={`Role of ${m.email}`}
                      className="rounded-md border border-slate-300 px-2 py-1"
                      value={m.role}
                      onChange={(e) =>
                        void run("Role changed", () =>
                          changeRole.mutateAsync({
                            organizationId: id,
                            memberId: m.id,
                            role: e.target.value as OrganizationRole,
                          }),
                        )
                      }
                    >
                      {ORGANIZATION_ROLES.map((r) => (
                        <option key={r}>{r}</option>
                      ))}
                    </select>
                  ) : (
                    m.role
                  )}
                </td>
                <td className="py-2">
                  {(manager || m.email === email) && (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        const self = m.email === email;
                        if (!window.confirm(self ? "Leave this organization?" : `Remove ${m.email}?`)) return;
                        void run(self ? "You left" : "Member removed", async () => {
                          await remove.mutateAsync({ organizationId: id, memberId: m.id });
                          if (self) await qc.invalidateQueries();
                        });
                      }}
                    >
                      {m.email === email ? "Leave" : "Remove"}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {manager && (
        <Card className="mt-8">
          <h2 className="text-lg font-semibold text-slate-900">Invite a member</h2>
          <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => void onInvite(e)}>
            <label className="block grow text-sm font-medium text-slate-800">
              E-mail
              <input
                className={input}
                name="inviteEmail"
                value={invitee.email}
                onChange={(e) => setInvitee({ ...invitee, email: e.target.value })}
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Role
              <select
                name="inviteRole"
                className={input}
                value={invitee.role}
                onChange={(e) => setInvitee({ ...invitee, role: e.target.value as OrganizationRole })}
              >
                {ORGANIZATION_ROLES.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
            </label>
            <Button type="submit" disabled={invite.isPending}>
              Send invitation
            </Button>
          </form>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          {!!invitations.data?.invitations.length && (
            <ul className="mt-4 space-y-1 text-sm" data-testid="invitations">
              {invitations.data.invitations.map((i) => (
                <li key={i.id} className="flex items-center gap-3">
                  <span>
                    {i.email} · {i.role} · expires {new Date(i.expiresAt).toLocaleDateString()}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void run("Invitation revoked", () =>
                        revoke.mutateAsync({ organizationId: id, invitationId: i.id }),
                      )
                    }
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      {manager && <AuditLog entries={audit.data?.entries ?? []} />}
    </>
  );
}

/** /dashboard/settings/organization: create an organization, or manage the one this session acts for. */
export function OrganizationSettingsPage() {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const user = me.data ?? null;
  const acting = useActingFor();
  useEffect(() => {
    if (me.isFetched && !user) navigate("/customer-login", { replace: true });
  }, [me.isFetched, user, navigate]);
  if (!user || !acting.loaded)
    return <main className="mx-auto max-w-5xl px-6 py-12 text-slate-600">Loading...</main>;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm text-slate-600">
        <Link to="/dashboard" className="text-brand-700 underline underline-offset-2">
          Dashboard
        </Link>{" "}
        › Settings › Organization
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {acting.org ? acting.org.name : "Organization"}
        </h1>
        <OrgSwitcher />
      </div>
      {acting.org ? (
        <>
          <p className="mt-1 text-slate-600" data-testid="my-role">
            You are {acting.org.role} of {acting.org.name}.
          </p>
          <Members id={acting.org.id} role={acting.org.role} email={user.email} />
          {MANAGERS.includes(acting.org.role) && (
            <JoinRequestsCard id={acting.org.id} actorRole={acting.org.role} />
          )}
          <OrganizationSettingsCard id={acting.org.id} manager={MANAGERS.includes(acting.org.role)} />
          {MANAGERS.includes(acting.org.role) && <WebhooksCard id={acting.org.id} />}
          {acting.org.role === "owner" && (
            <DeleteOrganizationCard id={acting.org.id} name={acting.org.name} />
          )}
        </>
      ) : (
        <>
          <JoinByDomainCard />
          <CreateOrganization />
        </>
      )}
    </main>
  );
}
