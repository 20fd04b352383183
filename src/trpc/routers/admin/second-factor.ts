import { z } from "zod";
import {
  confirmEnrolment,
  disableSecondFactor,
  secondFactorStatus,
  startEnrolment,
} from "../../../services/accounts/operators/second-factor";
import { TRPCError } from "@trpc/server";
import { adminProcedure } from "../../init";
import { perMinute } from "../../rate-limit";
import { actorOf } from "./inputs";

/** A person's own session: the bearer API token (user 0) has no account to enrol. */
const personal = adminProcedure.use(({ ctx, next }) => {
  if (ctx.user.id === 0)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "The API token has no second factor; sign in as a person",
    });
  return next();
});

const codeInput = z.object({
  code: z.string({ error: "code is required" }).trim().min(1, "code is required").max(64, "code is too long"),
});

/** The operator's own TOTP second factor (/admin/security). Only ever acts on the caller. */
export const adminSecondFactorProcedures = {
  secondFactor: adminProcedure.query(({ ctx }) => secondFactorStatus(ctx.deps, ctx.user.id)),
  /** A fresh secret, its otpauth:// URI and a QR code; off until confirmed with a first code. */
  startSecondFactor: personal.mutation(({ ctx }) => startEnrolment(ctx.deps, ctx.user)),
  /** Switches it on with the first code; answers the ten recovery codes, shown this once. */
  confirmSecondFactor: personal
    .use(perMinute(10))
    .input(codeInput)
    .mutation(({ ctx, input }) => confirmEnrolment(ctx.deps, ctx.user, input.code, actorOf(ctx))),
  /** Switches it off; a current code or a recovery code is required (10 tries a minute, as enrolment). */
  disableSecondFactor: personal
    .use(perMinute(10))
    .input(codeInput)
    .mutation(({ ctx, input }) => disableSecondFactor(ctx.deps, ctx.user, input.code, actorOf(ctx))),
};
