import { Badge } from "../../components/ui/card";

const LOOK = {
  completed: { color: "green", text: "Completed" },
  processing: { color: "blue", text: "In Progress" },
  calling: { color: "blue", text: "In Progress" },
  failed: { color: "red", text: "Unreachable" },
  pending: { color: "gray", text: "Pending" },
} as const;

export function ReferenceStatusBadge({ status }: { status: string }) {
  const look = LOOK[status as keyof typeof LOOK] ?? LOOK.pending;
  return <Badge color={look.color}>{look.text}</Badge>;
}
