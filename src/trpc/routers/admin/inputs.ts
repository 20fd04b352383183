import { z } from "zod";

/** A check's numeric id from a path or a form ("12" is fine, "abc" names the field). */
export const checkIdInput = z.object({
  id: z.coerce
    .number({ error: "must be a reference check id (a whole number)" })
    .int("must be a reference check id (a whole number)")
    .positive("must be a reference check id (a whole number)"),
});
