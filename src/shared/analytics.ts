import { z } from "zod";

/** One first-party analytics event (page_view, form_submit, purchase, …), sent only after consent. */
export const analyticsEventSchema = z.object({
  name: z
    .string({ error: "name is required" })
    .regex(/^[a-z][a-z0-9_]{0,63}$/, "name must be lowercase letters, digits and underscores"),
  path: z.string().max(512).optional().nullable(),
  category: z.string().max(80).optional().nullable(),
  label: z.string().max(200).optional().nullable(),
  value: z.number().finite().min(0).max(1_000_000).optional().nullable(),
  params: z
    .record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((p) => Object.keys(p).length <= 20, "params: at most 20 entries")
    .optional()
    .nullable(),
  anonymousId: z.string().max(64).optional().nullable(),
});
