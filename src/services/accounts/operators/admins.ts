import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { Deps } from "../../deps";
import { hashPassword, verifyPassword } from "./passwords";

/** spec §8: the dashboard prompt's one error, whatever was wrong (no account enumeration). */
export const INVALID_PASSWORD = "Invalid password";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD make sure that admin exists at start: created if missing,
 * promoted to admin and given the configured password if it differs.
 */
export async function ensureConfiguredAdmin(
  deps: Deps,
): Promise<"created" | "updated" | "unchanged" | "skipped"> {
  const email = deps.config.env.ADMIN_EMAIL?.toLowerCase();
  const password = deps.config.env.ADMIN_PASSWORD;
  if (!email || !password) return "skipped";
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!existing) {
    await deps.db
      .insert(users)
      .values({ email, role: "admin", password: await hashPassword(password) })
      .onConflictDoNothing({ target: users.email });
    return "created";
  }
  if (existing.role === "admin" && (await verifyPassword(password, existing.password))) return "unchanged";
  await deps.db
    .update(users)
    .set({ role: "admin", password: await hashPassword(password), updatedAt: deps.now() })
    .where(eq(users.id, existing.id));
  return "updated";
}

/** Checks an operator's e-mail and password; any failure reads "Invalid password". */
export async function verifyAdminCredentials(
  deps: Deps,
  email: string,
  password: string,
): Promise<{ id: number; email: string; role: "admin" }> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  // Hash even when the user is missing so timing does not reveal which addresses exist.
  const ok = await verifyPassword(password, user?.password ?? DUMMY_HASH);
  if (!user || !ok || user.role !== "admin") throw new AppError("UNAUTHORIZED", INVALID_PASSWORD);
  return { id: user.id, email: user.email, role: "admin" };
}

const DUMMY_HASH = "scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
