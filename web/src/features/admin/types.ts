import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@server/trpc/routers";

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ListedCheck = RouterOutputs["admin"]["checks"]["checks"][number];
