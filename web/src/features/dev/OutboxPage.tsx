import { trpc } from "../../lib/trpc";

/** /dev/outbox: every e-mail the simulated provider "sent", and every text message, newest first. */
export function OutboxPage() {
  const q = trpc.dev.outbox.useQuery(undefined, { refetchInterval: 5000 });
  const sms = trpc.dev.sms.useQuery(undefined, { refetchInterval: 5000 });
  return (
    <main className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-1 text-slate-600">
        E-mails kept by the simulated e-mail provider, and texts the simulated carrier delivered (development
        only).
      </p>
      <h2 className="mt-8 text-xl font-semibold">Text messages</h2>
      {sms.data?.length === 0 && <p className="mt-2 text-slate-600">No text messages yet.</p>}
      <ul className="mt-4 space-y-3" data-testid="sms-outbox">
        {sms.data?.slice(0, 20).map((m) => (
          <li key={m.id} className="rounded-md border p-3">
            <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
              <span>
                To {m.to} from {m.from}
              </span>
              <time>{new Date(m.sentAt).toLocaleString()}</time>
            </div>
            <p className="mt-1 text-sm">{m.body}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold">E-mails</h2>
      {q.error && (
        <p role="alert" className="mt-4 text-red-700">
          {q.error.message}
        </p>
      )}
      {q.data?.length === 0 && <p className="mt-8 text-slate-600">No e-mails yet.</p>}
      <ul className="mt-6 space-y-4">
        {q.data?.map((m) => (
          <li key={m.id} className="rounded-md border p-4">
            <div className="flex flex-wrap justify-between gap-2">
              <strong>{m.subject}</strong>
              <time className="text-sm text-slate-500">{new Date(m.sentAt).toLocaleString()}</time>
            </div>
            <p className="text-sm text-slate-600">To {m.to}</p>
            <pre className="mt-2 whitespace-pre-wrap text-sm">{m.text}</pre>
            {m.attachments.map((a) => (
              <a
                key={a.downloadUrl}
                href={a.downloadUrl}
                className="mt-2 inline-block text-sm text-brand-700 underline"
              >
                {a.filename} ({Math.round(a.size / 1024)} KB)
              </a>
            ))}
          </li>
        ))}
      </ul>
    </main>
  );
}
