import { z } from "zod";

/** The login form and POST /api/auth/login (spec customer-side §5). */
export const LOGIN_EMAIL_MESSAGE = "Please enter a valid email address";

export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_EMAIL_MESSAGE })
    .trim()
    .max(254, LOGIN_EMAIL_MESSAGE)
    .pipe(z.email({ error: LOGIN_EMAIL_MESSAGE })),
});
