import { router } from "../../init";
import { adminActionProcedures } from "./actions";
import { adminDashboardProcedures } from "./dashboard";
import { adminTestProcedures } from "./testing";

/**
 * Every operator procedure. All are adminProcedure (401 without credentials, 403 to a
 * customer); an authorization test walks this router so a new one is covered automatically.
 */
export const adminRouter = router({
  ...adminDashboardProcedures,
  ...adminActionProcedures,
  test: router(adminTestProcedures),
});
