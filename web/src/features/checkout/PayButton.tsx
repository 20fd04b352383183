import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { formatAmount } from "./format";
import type { PaymentState } from "./usePaymentFlow";

/** "Pay $58", "Processing...", or the loading state while the form gets ready. */
export function PayButton({
  state,
  amount,
  failed,
}: {
  state: PaymentState;
  amount: number;
  failed: boolean;
}) {
  const label =
    state === "loading"
      ? "Loading payment form..."
      : state === "processing"
        ? "Processing..."
        : state === "succeeded"
          ? "Payment received"
          : `Pay ${formatAmount(amount)}`;
  return (
    <div className="mt-6">
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={state === "processing" || state === "succeeded"}
      >
        {state === "processing" && <Spinner />}
        {label}
      </Button>
      {failed && (
        <p className="mt-3 text-center text-sm text-slate-600">
          Card declined?{" "}
          <Link to="/payment-failed" className="font-medium text-brand-700 underline">
            See common payment issues
          </Link>
        </p>
      )}
    </div>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
