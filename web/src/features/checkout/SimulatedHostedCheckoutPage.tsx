import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { TEST_CARDS } from "@server/shared/test-cards";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { Spinner } from "./PayButton";
import { formatAmount } from "./format";

interface SessionView {
  id: string;
  status: string;
  amount: number;
  description: string;
  cancelUrl: string;
  successUrl: string;
}

/**
 * Stands in for Stripe's hosted checkout page when payments are simulated: same test cards, then
 * back to our success page, while the simulated provider sends checkout.session.completed.
 */
export function SimulatedHostedCheckoutPage() {
  const { sessionId = "" } = useParams();
  const [view, setView] = useState<SessionView | null>(null);
  const [missing, setMissing] = useState(false);
  const [number, setNumber] = useState("4242 4242 4242 4242");
  const [expiry, setExpiry] = useState("12 / 34");
  const [cvc, setCvc] = useState("123");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch(`/sim/payments/checkout/${encodeURIComponent(sessionId)}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error("missing"))))
      .then(setView, () => setMissing(true));
  }, [sessionId]);

  async function pay(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await fetch(`/sim/payments/checkout/${encodeURIComponent(sessionId)}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ card: { number, expiry, cvc } }),
    }).then((r) => r.json() as Promise<{ redirectUrl?: string; error?: { message: string } }>);
    if (res.redirectUrl) return window.location.assign(res.redirectUrl);
    setError(res.error?.message ?? "Payment failed");
    setBusy(false);
  }

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <Card>
        <div className="flex items-center justify-between">
          <h1 className="text-xl font-bold text-slate-900">Secure checkout</h1>
          <Badge color="yellow">Simulated</Badge>
        </div>
        <p
          role="note"
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          This page simulates a hosted checkout. No real card is charged.
        </p>
        {missing && <p className="mt-4 text-red-700">This checkout session does not exist.</p>}
        {view && view.status !== "open" && (
          <p className="mt-4 text-slate-700">This checkout session is already {view.status}.</p>
        )}
        {view && view.status === "open" && (
          <form onSubmit={pay} className="mt-4 grid gap-4">
            <div className="flex items-baseline justify-between">
              <span className="text-sm text-slate-600">{view.description}</span>
              <span className="text-2xl font-bold">{formatAmount(view.amount)}</span>
            </div>
            <TextField label="Card number" value={number} onChange={(e) => setNumber(e.target.value)} />
            <div className="grid grid-cols-2 gap-4">
              <TextField
                label="Expiry (MM / YY)"
                value={expiry}
                onChange={(e) => setExpiry(e.target.value)}
              />
              <TextField label="CVC" value={cvc} onChange={(e) => setCvc(e.target.value)} />
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" size="lg" disabled={busy}>
              {busy && <Spinner />}
              {busy ? "Processing..." : `Pay ${formatAmount(view.amount)}`}
            </Button>
            <a href={view.cancelUrl} className="text-center text-sm text-slate-600 underline">
              Cancel and go back
            </a>
            <p className="text-xs text-slate-500">
              Test cards: {TEST_CARDS.map((c) => `${c.number} (${c.label})`).join(" · ")}
            </p>
          </form>
        )}
      </Card>
    </main>
  );
}
