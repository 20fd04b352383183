import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSettings } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../deps";

const KEY = "maintenance";

export interface MaintenanceState {
  enabled: boolean;
  message: string | null;
  since: string | null;
}

const OFF: MaintenanceState = { enabled: false, message: null, since: null };

export async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const v = row?.value as Partial<MaintenanceState> | undefined;
  return v && typeof v === "object" ? { ...OFF, ...v, enabled: v.enabled === true } : OFF;
}

/** The operators' switch: while on, new checks are refused and the site points to /maintenance. */
export async function setMaintenance(
  deps: Deps,
  input: { enabled: boolean; message?: string | null },
): Promise<MaintenanceState> {
  const now = deps.now();
  const value: MaintenanceState = {
    enabled: input.enabled,
    message: input.message?.trim() || null,
    since: input.enabled ? now.toISOString() : null,
  };
  await deps.db
    .insert(appSettings)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  return value;
}

export const MAINTENANCE_MESSAGE =
  "New checks are paused for scheduled maintenance (usually about 30 minutes). Please try again shortly.";

export async function assertNotInMaintenance(db: Db) {
  if ((await getMaintenance(db)).enabled) throw new AppError("UNAVAILABLE", MAINTENANCE_MESSAGE);
}
