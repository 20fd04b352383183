export * from "./auth";
export * from "./checks";
export * from "./calls";
export * from "./reports";
export * from "./billing";
export * from "./analytics";
export * from "./leads";
export * from "./data-requests";
export * from "./settings";
export * from "./workers";
export * from "./limits";
export * from "./audit";
export * from "./api";
export * from "./authorizations";
export * from "./attention";
export * from "./organizations";
// The simulated providers' tables live with the simulation (src/simulation/schema.ts).
export * from "../../simulation/schema";
