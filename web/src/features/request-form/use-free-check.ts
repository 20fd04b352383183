import { useCallback, useRef, useState } from "react";
import { api, type RestAnswer } from "../../lib/api";
import { useToast } from "../../components/ui/toast";

export type EligibilityResult = RestAnswer<"POST /api/validate-free-check">;

export type EligibilityState =
  | { status: "idle" }
  | { status: "checking"; email: string }
  | { status: "eligible"; email: string; result: EligibilityResult }
  | { status: "refused"; email: string; reason: string };

const FAILED = "Unable to verify eligibility. Please try again.";
const USED = "This email/IP has already used the free check offer.";

/**
 * The first-time checkbox's eligibility check (spec §4, §8): POST /api/validate-free-check with the
 * lowercased, trimmed e-mail; a refusal or a failure toasts and turns free-check mode off.
 */
export function useFreeCheckEligibility(onRefused: () => void) {
  const toast = useToast();
  const [state, setState] = useState<EligibilityState>({ status: "idle" });
  const latest = useRef(0);
  const check = useCallback(
    async (rawEmail: string) => {
      const email = rawEmail.trim().toLowerCase();
      const ticket = ++latest.current;
      setState({ status: "checking", email });
      let result: EligibilityResult;
      try {
        result = await api("POST /api/validate-free-check", { body: { email } });
      } catch {
        result = { eligible: false, reason: FAILED, ipUsageCount: 0, emailUsageCount: 0 };
      }
      if (ticket !== latest.current) return;
      if (result.eligible) {
        setState({ status: "eligible", email, result });
      } else {
        setState({ status: "refused", email, reason: result.reason || USED });
        toast({
          title: "Free check not available",
          description: result.reason || USED,
          variant: "destructive",
        });
        onRefused();
      }
    },
    [toast, onRefused],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: "idle" });
  }, []);
  return { state, check, reset };
}
