import { useEffect, useState } from "react";
import { TEST_CARDS } from "@server/shared/test-cards";
import { TextField } from "../../components/ui/field";
import { PayButton } from "./PayButton";
import { usePaymentFlow, type ProviderResult } from "./usePaymentFlow";

/** Groups digits in fours as a card form does. */
const groupDigits = (v: string) =>
  v
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/**
 * The card form when payments are simulated: it says so plainly, takes Stripe's test card numbers,
 * and charges through the simulated provider, which then sends our server the same signed webhook
 * Stripe would. The rest (confirmation, toasts, redirect) is the real flow.
 */
export function SimulatedCardForm({
  clientSecret,
  referenceCheckId,
  checkoutToken,
  amount,
}: {
  clientSecret: string;
  referenceCheckId: number;
  checkoutToken: string;
  amount: number;
}) {
  const flow = usePaymentFlow(referenceCheckId, checkoutToken);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const { markReady } = flow;
  useEffect(() => markReady(), [markReady]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    void flow.pay(async (): Promise<ProviderResult> => {
      const res = await fetch("/sim/payments/confirm", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientSecret, card: { number, expiry, cvc } }),
      });
      return (await res.json()) as ProviderResult;
    });
  }

  return (
    <form onSubmit={submit} aria-label="Simulated card payment" noValidate>
      <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <strong>Payments are simulated.</strong> No real card is charged and no money moves. Use one of the
        test cards below; any future expiry date and any 3-digit CVC work.
      </div>
      <div className="mt-4 grid gap-4">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          value={number}
          onChange={(e) => setNumber(groupDigits(e.target.value))}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="12 / 30"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value.slice(0, 7))}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, "").slice(0, 4))}
          />
        </div>
      </div>
      <PayButton state={flow.state} amount={amount} failed={flow.failed} />
      <details className="mt-4 text-sm text-slate-600" open>
        <summary className="cursor-pointer font-medium text-slate-800">Test cards</summary>
        <ul className="mt-2 divide-y rounded-md border">
          {TEST_CARDS.map((c) => (
            <li key={c.number} className="flex items-center justify-between gap-2 px-3 py-2">
              <span>
                <span className="font-mono">{c.number}</span>{" "}
                <span className="text-slate-500">· {c.label}</span>
              </span>
              <button
                type="button"
                className="shrink-0 rounded px-2 py-1 text-brand-700 underline hover:bg-brand-50"
                onClick={() => {
                  setNumber(c.number);
                  if (!expiry) setExpiry("12 / 34");
                  if (!cvc) setCvc("123");
                }}
              >
                Use<span className="sr-only"> {c.number}</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </form>
  );
}
