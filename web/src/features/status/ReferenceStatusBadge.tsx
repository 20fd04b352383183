import type { ReferenceOutcome } from "@server/services/checks/reference-outcome";
import { WAITING_FOR_AUTHORIZATION } from "@server/shared/authorization";
import { Badge } from "../../components/ui/card";

const LOOK = {
  completed: { color: "green", text: "Completed" },
  processing: { color: "blue", text: "In Progress" },
  calling: { color: "blue", text: "In Progress" },
  failed: { color: "red", text: "Unreachable" },
  pending: { color: "gray", text: "Pending" },
  awaiting_authorization: { color: "yellow", text: WAITING_FOR_AUTHORIZATION },
} as const;

/** A failed reference says why: someone who declined was reached, and is not "Unreachable". */
const FAILED_LOOK: Record<ReferenceOutcome, { color: "red" | "gray" | "yellow"; text: string }> = {
  declined: { color: "yellow", text: "Declined" },
  opted_out: { color: "yellow", text: "Opted out" },
  wrong_number: { color: "red", text: "Wrong number" },
  withdrawn: { color: "gray", text: "Withdrawn" },
  unreachable: { color: "red", text: "Unreachable" },
  not_called: { color: "gray", text: "Not called" },
};

export function ReferenceStatusBadge({
  status,
  outcome,
  label,
}: {
  status: string;
  outcome?: ReferenceOutcome | null;
  /** The words from the check's phase (the server's referenceBadge); the colour stays the state's. */
  label?: string;
}) {
  const look =
    status === "failed" && outcome
      ? FAILED_LOOK[outcome]
      : (LOOK[status as keyof typeof LOOK] ?? LOOK.pending);
  return (
    <Badge color={label === "Scheduled" ? "gray" : look.color} data-testid="reference-badge">
      {label ?? look.text}
    </Badge>
  );
}
