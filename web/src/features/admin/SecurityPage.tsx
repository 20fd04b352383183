import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { OperatorGate } from "./OperatorGate";

/**
 * /admin/security: the operator's own two-factor sign-in (TOTP). Enrolment shows the secret as a
 * QR code and as text, is switched on only by a first code, and then shows the ten recovery codes
 * this once. Switching it off takes a current code or a recovery code.
 */
export function SecurityPage() {
  return (
    <OperatorGate title="Security">
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold">Security</h1>
          <p className="text-slate-600">Two-factor sign-in for your operator account.</p>
        </div>
        <TwoFactor />
      </main>
    </OperatorGate>
  );
}

function TwoFactor() {
  const utils = trpc.useUtils();
  const status = trpc.admin.secondFactor.useQuery();
  const start = trpc.admin.startSecondFactor.useMutation();
  const confirm = trpc.admin.confirmSecondFactor.useMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (status.isLoading) return <p className="text-slate-600">Loading…</p>;
  if (status.error) return <p role="alert">{errorText(status.error)}</p>;
  const s = status.data!;
  if (s.enabled) return <Enabled recoveryCodesLeft={s.recoveryCodesLeft} />;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Two-factor sign-in is off</h2>
      {s.required && (
        <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Two-factor sign-in is required for operators. Set it up to use the console.
        </p>
      )}
      {!start.data ? (
        <>
          <p className="mt-2 text-sm text-slate-600">
            You will need an authenticator app (any app for time-based one-time codes).
          </p>
          {start.error && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {errorText(start.error)}
            </p>
          )}
          <Button className="mt-4" onClick={() => start.mutate()} disabled={start.isPending}>
            Set up two-factor sign-in
          </Button>
        </>
      ) : (
        <ConfirmStep
          uri={start.data.uri}
          secret={start.data.secret}
          qrSvg={start.data.qrSvg}
          pending={confirm.isPending}
          error={confirm.error ? errorText(confirm.error) : null}
          onConfirm={async (code) => {
            const done = await confirm.mutateAsync({ code }).catch(() => null);
            if (!done) return;
            setRecoveryCodes(done.recoveryCodes);
            await utils.admin.invalidate();
          }}
        />
      )}
    </Card>
  );
}

function ConfirmStep(p: {
  uri: string;
  secret: string;
  qrSvg: string;
  pending: boolean;
  error: string | null;
  onConfirm: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void p.onConfirm(code.trim());
  };
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm">1. Scan this QR code with your authenticator app, or enter the key by hand.</p>
      <img
        src={`data:image/svg+xml;base64,${btoa(p.qrSvg)}`}
        alt="QR code of the two-factor secret"
        width={200}
        height={200}
        className="rounded border border-slate-200 bg-white"
      />
      <dl className="grid gap-2 text-sm">
        <dt className="font-medium">Key</dt>
        <dd>
          <code data-testid="totp-secret" className="break-all">
            {p.secret}
          </code>
        </dd>
        <dt className="font-medium">Setup link</dt>
        <dd>
          <code data-testid="totp-uri" className="break-all">
            {p.uri}
          </code>
        </dd>
      </dl>
      <form onSubmit={submit} className="grid gap-3">
        <TextField
          label="2. Enter the 6-digit code the app shows"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={6}
          value={code}
          error={p.error ?? undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={p.pending}>
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Two-factor sign-in is on: save your recovery codes</h2>
      <p className="mt-2 text-sm text-slate-600">
        Each code signs you in once if you lose your authenticator app. They are shown only now: keep them
        somewhere safe.
      </p>
      <ul data-testid="recovery-codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button className="mt-4" onClick={onDone}>
        I have saved these codes
      </Button>
    </Card>
  );
}

function Enabled({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const utils = trpc.useUtils();
  const disable = trpc.admin.disableSecondFactor.useMutation({ onSuccess: () => utils.admin.invalidate() });
  const [code, setCode] = useState("");
  return (
    <Card>
      <h2 className="text-lg font-semibold">Two-factor sign-in is on</h2>
      <p className="mt-2 text-sm text-slate-600">
        Sign-in asks for a code from your authenticator app after the password. Recovery codes left:{" "}
        <strong>{recoveryCodesLeft}</strong>.{" "}
        <Link to="/admin/audit-log" className="text-brand-700 underline">
          Audit log
        </Link>
      </p>
      <form
        className="mt-4 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          disable.mutate({ code: code.trim() });
        }}
      >
        <TextField
          label="Code or recovery code, to turn it off"
          autoComplete="one-time-code"
          required
          maxLength={64}
          value={code}
          error={disable.error ? errorText(disable.error) : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={disable.isPending}>
          Turn off two-factor sign-in
        </Button>
      </form>
    </Card>
  );
}
