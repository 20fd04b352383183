import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { api, errorText } from "../../lib/api";
import { Spinner } from "./PayButton";
import { formatAmount } from "./format";

/**
 * The second payment screen: send the visitor to the provider's hosted checkout page. The session
 * is created by the server for the check's own price; the page returns to /checkout-success.
 */
export function HostedCheckoutCard({
  referenceCheckId,
  checkoutToken,
  amount,
  statementDescriptor,
  simulated,
}: {
  referenceCheckId: number;
  checkoutToken: string;
  amount: number;
  statementDescriptor: string;
  simulated: boolean;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function go() {
    setBusy(true);
    setError(null);
    try {
      const s = await api("POST /api/create-checkout-session", {
        body: { referenceCheckId, checkoutToken, amount },
      });
      if (!s.url) throw new Error("The payment provider gave no checkout address");
      window.location.assign(s.url);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Prefer a hosted checkout page?</h2>
      <p className="mt-1 text-sm text-slate-600">
        Pay on {simulated ? "the simulated" : "Stripe's"} secure checkout page and come straight back here.
      </p>
      <dl className="mt-4 flex items-baseline justify-between border-t pt-4">
        <dt className="text-sm text-slate-600">Total</dt>
        <dd className="text-2xl font-bold text-slate-900" data-testid="hosted-total">
          {formatAmount(amount)}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        The charge appears on your statement as <span className="font-mono">{statementDescriptor}</span>.
      </p>
      {error ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>Could not open the checkout page: {error}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => navigate("/")}>
            Return Home
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4 w-full" onClick={go} disabled={busy}>
          {busy && <Spinner />}
          {busy ? "Opening checkout..." : "Continue to secure checkout"}
        </Button>
      )}
    </Card>
  );
}
