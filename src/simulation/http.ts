import type { FastifyInstance } from "fastify";
import type { Deps } from "../services/deps";
import { registerSimulatedCarrier } from "./carrier/carrier";
import { registerSimulatedPayments } from "./payments/routes";

/**
 * The /sim/* routes: the simulated carrier (when telephony is simulated) and the browser side of
 * simulated payments. Development tools: never served in production, whatever the providers.
 */
export async function registerSimulation(app: FastifyInstance, deps: Deps): Promise<void> {
  if (deps.config.isProduction) return;
  if (deps.providers.telephony.mode !== "live") await registerSimulatedCarrier(app, deps);
  registerSimulatedPayments(app, deps);
}
