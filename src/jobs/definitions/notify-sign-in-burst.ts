import { z } from "zod";
import { defineJob } from "../define";

/** E-mail an operator whose account met the account-wide sign-in limit (at most once an hour). */
export const notifySignInBurstJob = defineJob({
  name: "notify-sign-in-burst",
  schema: z.object({ email: z.string().max(320), at: z.string().max(40) }),
});
