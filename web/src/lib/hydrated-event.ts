/** Sent on window once the server-rendered page has been hydrated (boot.tsx; main.tsx listens). */
export const HYDRATED_EVENT = "refline:hydrated";
