import { router } from "../../init";
import { adminActionProcedures } from "./actions";
import { adminDashboardProcedures } from "./dashboard";
import { adminDataRequestProcedures } from "./data-requests";
import { adminSessionProcedures } from "./session";
import { adminTestProcedures } from "./testing";

export { operatorRouter } from "./session";

/**
 * Every operator procedure. All are adminProcedure (401 without credentials, 403 to a
 * customer; sign-in is operator.signIn); an authorization test walks this router so a new one is covered automatically.
 */
export const adminRouter = router({
  ...adminSessionProcedures,
  ...adminDashboardProcedures,
  ...adminActionProcedures,
  ...adminDataRequestProcedures,
  test: router(adminTestProcedures),
});
