import type { PaymentsProvider } from "./types";

export function createSimulatedPayments(): PaymentsProvider {
  return { name: "simulated", mode: "simulated", healthy: async () => true };
}
