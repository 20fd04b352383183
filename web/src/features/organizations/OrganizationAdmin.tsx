import { useEffect, useState, type FormEvent } from "react";
import { WEBHOOK_EVENTS, type WebhookEventType } from "@server/shared/public-api";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";

export const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2";

export function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {error}
    </p>
  );
}

/** Shared e-mail address, company domain and default report design (owners and admins change them). */
export function OrganizationSettingsCard({ id, manager }: { id: string; manager: boolean }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const settings = trpc.organizations.settings.useQuery({ organizationId: id });
  const update = trpc.organizations.updateSettings.useMutation();
  const [form, setForm] = useState({ sharedEmail: "", domain: "", defaultReportDesign: "standard" });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data)
      setForm({
        sharedEmail: settings.data.sharedEmail ?? "",
        domain: settings.data.domain ?? "",
        defaultReportDesign: settings.data.defaultReportDesign,
      });
  }, [settings.data]);
  if (!settings.data) return null;
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({
        organizationId: id,
        sharedEmail: form.sharedEmail,
        domain: form.domain,
        defaultReportDesign: form.defaultReportDesign as "standard" | "enhanced",
      });
      await utils.organizations.invalidate();
      toast({ title: "Settings saved", variant: "success" });
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <Card className="mt-8" data-testid="organization-settings">
      <h2 className="text-lg font-semibold text-slate-900">Settings</h2>
      <p className="mt-1 text-sm text-slate-600">Billing e-mail: {settings.data.billingEmail}</p>
      <form className="mt-4 space-y-4" onSubmit={(e) => void onSubmit(e)}>
        <label className="block text-sm font-medium text-slate-800">
          Shared e-mail address (optional: receives the e-mails about every check, besides whoever ordered it)
          <input
            className={input}
            name="sharedEmail"
            disabled={!manager}
            value={form.sharedEmail}
            placeholder="hiring@acme.com"
            onChange={(e) => setForm({ ...form, sharedEmail: e.target.value })}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Company domain (optional: colleagues with a verified address there may ask to join)
          <input
            className={input}
            name="domain"
            disabled={!manager}
            value={form.domain}
            placeholder="acme.com"
            onChange={(e) => setForm({ ...form, domain: e.target.value })}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Report design the report e-mail attaches
          <select
            className={input}
            name="defaultReportDesign"
            disabled={!manager}
            value={form.defaultReportDesign}
            onChange={(e) => setForm({ ...form, defaultReportDesign: e.target.value })}
          >
            <option value="standard">Standard</option>
            <option value="enhanced">Enhanced</option>
          </select>
        </label>
        <ErrorLine error={error} />
        {manager && (
          <Button type="submit" disabled={update.isPending}>
            Save settings
          </Button>
        )}
      </form>
    </Card>
  );
}

/** The organization's webhook endpoints (owners and admins): the same ones its API keys manage. */
export function WebhooksCard({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const list = trpc.organizations.webhooks.useQuery({ organizationId: id });
  const create = trpc.organizations.createWebhook.useMutation();
  const remove = trpc.organizations.deleteWebhook.useMutation();
  const enable = trpc.organizations.enableWebhook.useMutation();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["check.completed"]);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const made = await create.mutateAsync({
        organizationId: id,
        url,
        events,
      });
      setSecret(made.secret);
      setUrl("");
      await utils.organizations.webhooks.invalidate();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  async function run(what: string, fn: () => Promise<unknown>) {
    try {
      await fn();
      await utils.organizations.webhooks.invalidate();
      toast({ title: what, variant: "success" });
    } catch (err) {
      toast({ title: "Not done", description: (err as Error).message, variant: "destructive" });
    }
  }
  return (
    <Card className="mt-8" data-testid="organization-webhooks">
      <h2 className="text-lg font-semibold text-slate-900">Webhook endpoints</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {list.data?.endpoints.map((w) => (
          <li key={w.id} className="flex flex-wrap items-center gap-3" data-endpoint={w.url}>
            <span className="font-mono">{w.url}</span>
            <span className="text-slate-500">{w.events.join(", ")}</span>
            {!w.enabled && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  void run("Endpoint enabled", () =>
                    enable.mutateAsync({ organizationId: id, endpointId: w.id }),
                  )
                }
              >
                Enable
              </Button>
            )}
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void run("Endpoint deleted", () =>
                  remove.mutateAsync({ organizationId: id, endpointId: w.id }),
                )
              }
            >
              Delete
            </Button>
          </li>
        ))}
        {list.data && list.data.endpoints.length === 0 && (
          <li className="text-slate-600">No endpoints yet.</li>
        )}
      </ul>
      <form className="mt-4 space-y-3" onSubmit={(e) => void onSubmit(e)}>
        <label className="block text-sm font-medium text-slate-800">
          Endpoint URL
          <input
            className={input}
            name="webhookUrl"
            value={url}
            placeholder="https://ats.acme.com/hooks"
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <fieldset className="flex flex-wrap gap-3 text-sm">
          {WEBHOOK_EVENTS.map((ev) => (
            <label key={ev} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={events.includes(ev)}
                onChange={(e) =>
                  setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))
                }
              />
              {ev}
            </label>
          ))}
        </fieldset>
        <ErrorLine error={error} />
        <Button type="submit" disabled={create.isPending}>
          Add endpoint
        </Button>
      </form>
      {secret && (
        <p className="mt-3 text-sm" data-testid="webhook-secret">
          Signing secret (shown once): <code>{secret}</code>
        </p>
      )}
    </Card>
  );
}
