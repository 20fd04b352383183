import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { formatDateTime } from "./format";

/**
 * The maintenance switch: while on, new checks are refused with the maintenance message and the
 * site points visitors to /maintenance. Checks already running carry on.
 */
export function MaintenancePanel() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const state = trpc.site.maintenance.useQuery();
  const set = trpc.admin.setMaintenance.useMutation();
  const [message, setMessage] = useState("");
  const on = state.data?.enabled ?? false;

  async function toggle() {
    if (!on && !window.confirm("Pause new checks for maintenance? Visitors will see the maintenance notice."))
      return;
    try {
      await set.mutateAsync({ enabled: !on, message: on ? null : message });
      toast({
        title: on ? "Maintenance ended" : "Maintenance started",
        description: on ? "New checks are accepted again." : "New checks are paused.",
        variant: "success",
      });
      setMessage("");
      await utils.site.maintenance.invalidate();
    } catch (err) {
      toast({
        title: "Failed to change maintenance mode",
        description: errorText(err),
        variant: "destructive",
      });
    }
  }

  return (
    <Card data-testid="maintenance-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Maintenance</h2>
        <Badge color={on ? "yellow" : "green"}>{on ? "on: new checks paused" : "off"}</Badge>
      </div>
      {on ? (
        <p className="mt-3 text-sm text-slate-600">
          Since {state.data?.since ? formatDateTime(new Date(state.data.since)) : "—"}
          {state.data?.message ? ` · “${state.data.message}”` : ""}
        </p>
      ) : (
        <label className="mt-3 block text-sm">
          <span className="font-medium text-slate-800">Note for visitors (optional)</span>
          <input
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
      )}
      <Button
        className="mt-3"
        size="sm"
        variant={on ? "primary" : "secondary"}
        disabled={set.isPending}
        onClick={() => void toggle()}
      >
        {on ? "End maintenance" : "Start maintenance"}
      </Button>
    </Card>
  );
}
