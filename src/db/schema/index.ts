export * from "./auth";
export * from "./checks";
export * from "./calls";
export * from "./reports";
export * from "./billing";
export * from "./analytics";
export * from "./leads";
export * from "./settings";
