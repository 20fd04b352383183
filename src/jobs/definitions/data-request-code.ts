import { z } from "zod";
import { defineJob } from "../define";

/**
 * Texts a reference the code that confirms their data request. Queued with the request (so the
 * answer takes the same time whether or not we know the number); the code is made here and only
 * its HMAC is stored. `round` is which code of the request this is (a newer one supersedes it).
 */
export const dataRequestCodeJob = defineJob({
  name: "data-request-code",
  schema: z.object({ requestId: z.number().int().positive(), round: z.number().int().min(1).max(10) }),
  policy: { retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
});
