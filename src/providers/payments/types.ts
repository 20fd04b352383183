/** Payments provider port. Issue-sized features (intents, checkout, refunds) extend this interface. */
export interface PaymentsProvider {
  readonly name: "stripe" | "simulated";
  readonly mode: "live" | "simulated";
  healthy(): Promise<boolean>;
}
