import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/public-api/keys";
import { createApiKeySchema } from "../../shared/public-api";
import { customerProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/** Settings → API on the customer dashboard: the signed-in customer's own API keys. */
export const apiKeysRouter = router({
  list: customerProcedure.query(({ ctx }) => listApiKeys(ctx.deps, ctx.user.id)),
  create: customerProcedure
    .use(perMinute(60))
    .input(createApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.deps, ctx.user.id, input)),
  revoke: customerProcedure
    .input(z.object({ id: z.string().trim().min(1, "id is required").max(64, "id is too long") }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.deps, ctx.user.id, input.id)),
});
