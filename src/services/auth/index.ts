/** The session core, in one import for other capabilities (operator sign-in, tests). */
export * from "./sessions";
export * from "./cookies";
export { sessionAuthenticator } from "./authenticator";
