import { router } from "../../init";
import { adminAccountProcedures } from "./accounts";
import { adminCallProcedures } from "./calls";
import { adminCheckProcedures } from "./checks";
import { adminDataRequestProcedures } from "./data-requests";
import { adminInsightProcedures } from "./insights";
import { adminOperationProcedures } from "./operations";
import { adminTestProcedures } from "./operator-tests";
import { adminPaymentProcedures } from "./payments";
import { adminReportProcedures } from "./reports";
import { adminSecondFactorProcedures } from "./second-factor";
import { adminSiteProcedures } from "./site";

/**
 * Every operator procedure, and only those: each is an adminProcedure (401 without credentials,
 * 403 to a customer), and no other router declares one. The procedures are grouped in one file
 * per capability they act on (admin/<capability>.ts, named like services/<capability>); their
 * paths stay flat (admin.refund, admin.forceComplete …) except the test pages' (admin.test.*).
 * Operator sign-in is accounts.operatorSignIn. An authorization test walks this router, so a new
 * procedure is covered automatically.
 */
export const adminRouter = router({
  ...adminAccountProcedures,
  ...adminSecondFactorProcedures,
  ...adminInsightProcedures,
  ...adminOperationProcedures,
  ...adminCheckProcedures,
  ...adminCallProcedures,
  ...adminPaymentProcedures,
  ...adminReportProcedures,
  ...adminSiteProcedures,
  ...adminDataRequestProcedures,
  test: router(adminTestProcedures),
});
