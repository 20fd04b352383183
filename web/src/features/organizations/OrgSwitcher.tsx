import { useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";

/**
 * Acting for: personal use or one of my organizations. The choice is stored on the session; every
 * page's data is re-read after a switch (checks, keys, members belong to whoever is acted for).
 */
export function OrgSwitcher() {
  const qc = useQueryClient();
  const toast = useToast();
  const mine = trpc.organizations.mine.useQuery();
  const actFor = trpc.organizations.actFor.useMutation();
  if (!mine.data || mine.data.organizations.length === 0) return null;
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      Acting for
      <select
        data-testid="org-switcher"
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
        value={mine.data.actingFor ?? ""}
        disabled={actFor.isPending}
        onChange={async (e) => {
          try {
            await actFor.mutateAsync({ organizationId: e.target.value || null });
            await qc.invalidateQueries();
          } catch (err) {
            toast({ title: "Could not switch", description: (err as Error).message, variant: "destructive" });
          }
        }}
      >
        <option value="">Personal</option>
        {mine.data.organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({o.role})
          </option>
        ))}
      </select>
    </label>
  );
}

/** The organization this session acts for, with my role in it, or null for personal use. */
export function useActingFor() {
  const mine = trpc.organizations.mine.useQuery();
  const id = mine.data?.actingFor ?? null;
  return { loaded: mine.isFetched, org: mine.data?.organizations.find((o) => o.id === id) ?? null };
}
