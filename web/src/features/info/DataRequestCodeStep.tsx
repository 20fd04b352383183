import { VERIFICATION } from "@server/shared/data-requests";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { send, type Answer } from "./data-request-api";

/** The second step of a data request: the code sent to the phone (or e-mail), or a restart. */
export function CodeStep({
  request,
  simulated,
  onDone,
  onRestart,
}: {
  request: Answer;
  simulated: boolean;
  onDone: (d: { ok: boolean; message: string }) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    setNotice(null);
    if (!/^\d{6}$/.test(code.replace(/[\s-]/g, ""))) {
      setError("Enter the 6-digit code from the text message");
      return;
    }
    setBusy(true);
    const r = await send<Answer>(`/api/data-requests/${encodeURIComponent(request.id)}/verify`, { code });
    setBusy(false);
    if (r.ok) return onDone({ ok: r.data.status !== "rejected", message: r.data.message });
    if (r.status === 409) return onDone({ ok: false, message: r.message });
    setError(r.fieldErrors?.code?.[0] ?? r.message);
  }

  async function resend() {
    setError(undefined);
    setBusy(true);
    const r = await send<Answer>(`/api/data-requests/${encodeURIComponent(request.id)}/resend-code`, {});
    setBusy(false);
    if (r.ok) {
      setCode("");
      setNotice("A new code is on its way; the previous one no longer works.");
    } else setError(r.message);
  }

  return (
    <form noValidate onSubmit={confirm} className="mt-4 space-y-4" aria-label="Confirm with the texted code">
      <p role="status" aria-live="polite" className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
        {request.message}
      </p>
      {simulated && (
        <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          Text messages are simulated here: the code is in the{" "}
          <Link to="/dev/outbox" className="underline" target="_blank">
            outbox
          </Link>
          .
        </p>
      )}
      <TextField
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="max-w-xs"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        hint={`The code works for ${VERIFICATION.codeMinutes} minutes.`}
        autoFocus
      />
      {notice && <p className="text-sm text-slate-600">{notice}</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Checking..." : "Confirm request"}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void resend()}>
          Send a new code
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          Start over
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        No text after a few minutes? Check the number, or write to us and an operator will confirm your
        request.
      </p>
    </form>
  );
}
