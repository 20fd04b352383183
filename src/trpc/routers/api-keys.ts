import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/public-api/keys";
import { createApiKeySchema } from "../../shared/public-api";
import { router } from "../init";
import { customerAction } from "../organization";
import { perMinute } from "../rate-limit";

/** Settings → API on the customer dashboard: the API keys of the owner the session acts for. */
export const apiKeysRouter = router({
  list: customerAction("keys.read").query(({ ctx }) => listApiKeys(ctx.deps, ctx.owner)),
  create: customerAction("keys.manage")
    .use(perMinute(60))
    .input(createApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.deps, ctx.owner, input)),
  revoke: customerAction("keys.manage")
    .input(z.object({ id: z.string().trim().min(1, "id is required").max(64, "id is too long") }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.deps, ctx.owner, input.id)),
});
