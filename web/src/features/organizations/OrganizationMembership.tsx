import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ORGANIZATION_ROLES, type OrganizationRole } from "@server/shared/states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { ErrorLine, input } from "./OrganizationAdmin";

/** Requests to join by verified domain (owners and admins approve with a role, or decline). */
export function JoinRequestsCard({ id, actorRole }: { id: string; actorRole: OrganizationRole }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const list = trpc.organizations.joinRequests.useQuery({ organizationId: id });
  const decide = trpc.organizations.decideJoin.useMutation();
  const [roles, setRoles] = useState<Record<string, OrganizationRole>>({});
  if (!list.data?.requests.length) return null;
  const grantable = ORGANIZATION_ROLES.filter((r) => actorRole === "owner" || r !== "owner");
  async function run(requestId: string, decision: "approve" | "decline") {
    try {
      await decide.mutateAsync({
        organizationId: id,
        requestId,
        decision,
        role: roles[requestId] ?? "recruiter",
      });
      await utils.organizations.invalidate();
      toast({ title: decision === "approve" ? "Request approved" : "Request declined", variant: "success" });
    } catch (err) {
      toast({ title: "Not done", description: (err as Error).message, variant: "destructive" });
    }
  }
  return (
    <Card className="mt-8" data-testid="join-requests">
      <h2 className="text-lg font-semibold text-slate-900">Requests to join</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {list.data.requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3" data-request={r.email}>
            <span className="font-medium">{r.email}</span>
            <select
              aria-label={`Role for ${r.email}`}
              className="rounded-md border border-slate-300 px-2 py-1"
              value={roles[r.id] ?? "recruiter"}
              onChange={(e) => setRoles({ ...roles, [r.id]: e.target.value as OrganizationRole })}
            >
              {grantable.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
            <Button size="sm" onClick={() => void run(r.id, "approve")}>
              Approve
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void run(r.id, "decline")}>
              Decline
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The owner deletes the organization, typing its name; refused (with the reason) while checks are in flight. */
export function DeleteOrganizationCard({ id, name }: { id: string; name: string }) {
  const qc = useQueryClient();
  const toast = useToast();
  const del = trpc.organizations.delete.useMutation();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await del.mutateAsync({ organizationId: id, confirmName: typed });
      toast({ title: "Organization deleted", description: name, variant: "success" });
      await qc.invalidateQueries();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <Card className="mt-8 border-red-200" data-testid="delete-organization">
      <h2 className="text-lg font-semibold text-red-800">Delete this organization</h2>
      <p className="mt-1 text-sm text-slate-700">
        Every member loses access at once, its API keys are revoked and its webhook endpoints deleted. Its
        checks, payments and receipts are kept for accounting. Not possible while any of its checks is still
        in flight.
      </p>
      <form className="mt-4 space-y-3" onSubmit={(e) => void onSubmit(e)}>
        <label className="block text-sm font-medium text-slate-800">
          Type <strong>{name}</strong> to confirm
          <input
            className={input}
            name="confirmName"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <ErrorLine error={error} />
        <Button type="submit" variant="danger" disabled={del.isPending || typed.trim() !== name}>
          Delete organization
        </Button>
      </form>
    </Card>
  );
}

/** For a signed-in person acting for themselves: organizations at their verified address's domain. */
export function JoinByDomainCard() {
  const utils = trpc.useUtils();
  const joinable = trpc.organizations.joinable.useQuery();
  const ask = trpc.organizations.requestJoin.useMutation();
  const [error, setError] = useState<string | null>(null);
  if (!joinable.data?.organizations.length) return null;
  return (
    <Card className="mt-6" data-testid="join-by-domain">
      <h2 className="text-lg font-semibold text-slate-900">Your company is on RefLine</h2>
      <p className="mt-1 text-sm text-slate-600">
        These organizations use your address's domain ({joinable.data.domain}). Ask to join; an admin
        approves.
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {joinable.data.organizations.map((o) => (
          <li key={o.id} className="flex items-center gap-3">
            <span className="font-medium">{o.name}</span>
            {o.requested ? (
              <span className="text-slate-600">Request sent: waiting for an admin</span>
            ) : (
              <Button
                size="sm"
                disabled={ask.isPending}
                onClick={async () => {
                  setError(null);
                  try {
                    await ask.mutateAsync({ organizationId: o.id });
                    await utils.organizations.joinable.invalidate();
                  } catch (err) {
                    setError((err as Error).message);
                  }
                }}
              >
                Ask to join {o.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ErrorLine error={error} />
    </Card>
  );
}
