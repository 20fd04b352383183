import { eq } from "drizzle-orm";
import { organizations, referenceChecks } from "../../db/schema";
import type { ReportDesignName } from "../../shared/states";
import type { Deps } from "../deps";

/** The report design the organization owning this check chose (standard for personal checks). */
export async function defaultDesignOfCheck(deps: Deps, checkId: number): Promise<ReportDesignName> {
  const [row] = await deps.db
    .select({ design: organizations.defaultReportDesign })
    .from(referenceChecks)
    .innerJoin(organizations, eq(organizations.id, referenceChecks.organizationId))
    .where(eq(referenceChecks.id, checkId));
  return row?.design ?? "standard";
}
