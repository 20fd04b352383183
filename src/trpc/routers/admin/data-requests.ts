import { z } from "zod";
import {
  completeDataRequest,
  listDataRequests,
  rejectDataRequest,
  verifyDataRequestByOperator,
} from "../../../services/data-requests/operator";
import { DATA_REQUEST_MESSAGES } from "../../../shared/data-requests";
import { audited } from "../../../services/insights/audit";
import { adminProcedure } from "../../init";
import { actorOf } from "./inputs";

const ID = "must be a data request id (a whole number)";
const idInput = z.object({
  id: z.coerce.number({ error: ID }).int(ID).positive(ID).max(2_147_483_647, ID),
});

/** Operators' side of references' correction and deletion requests. */
export const adminDataRequestProcedures = {
  dataRequests: adminProcedure.query(({ ctx }) => listDataRequests(ctx.deps)),
  /** The operator confirmed who is asking (the other way to verify besides the texted code). */
  verifyDataRequest: adminProcedure.input(idInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "data-request-verified",
      null,
      () => verifyDataRequestByOperator(ctx.deps, input.id, ctx.user.email),
      () => ({ dataRequestId: input.id }),
    ),
  ),
  /** A deletion erases the reference's interview data; a correction records its resolution. */
  completeDataRequest: adminProcedure
    .input(
      idInput.extend({
        resolution: z
          .string({ error: DATA_REQUEST_MESSAGES.resolution })
          .trim()
          .max(4000, "Must be at most 4000 characters")
          .optional()
          .nullable()
          .transform((v) => (v ? v : null)),
      }),
    )
    .mutation(({ ctx, input }) =>
      audited(
        ctx.deps,
        actorOf(ctx),
        "data-request-completed",
        null,
        () => completeDataRequest(ctx.deps, input.id, input.resolution, ctx.user.email),
        () => ({ dataRequestId: input.id }),
      ),
    ),
  rejectDataRequest: adminProcedure
    .input(
      idInput.extend({
        reason: z
          .string({ error: DATA_REQUEST_MESSAGES.reason })
          .trim()
          .min(1, DATA_REQUEST_MESSAGES.reason)
          .max(4000, "Must be at most 4000 characters"),
      }),
    )
    .mutation(({ ctx, input }) =>
      audited(
        ctx.deps,
        actorOf(ctx),
        "data-request-rejected",
        null,
        () => rejectDataRequest(ctx.deps, input.id, input.reason, ctx.user.email),
        () => ({ dataRequestId: input.id, reason: input.reason }),
      ),
    ),
};
