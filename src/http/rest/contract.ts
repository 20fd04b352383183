import type { AnyProcedure, inferProcedureInput } from "@trpc/server";
import type { Jsonify } from "../../shared/jsonify";
import type { accountsRoutes } from "./accounts";
import type { adminRoutes } from "./admin";
import type { AnswerOf, Binding, ParamNames, RouteKey } from "./binding";
import type { dataRequestsRoutes } from "./data-requests";
import type { devRoutes } from "./dev";
import type { paymentsRoutes } from "./payments";
import type { publicRoutes } from "./public";
import type { publicApiRoutes } from "./public-api";
import type { analyticsRoutes } from "./analytics";
import type { freeCheckRoutes } from "./free-check";
import type { leadsRoutes } from "./leads";
import type { organizationsRoutes } from "./organizations";
import type { pricingRoutes } from "./pricing";
import type { siteRoutes } from "./site";

type Row = (
  | typeof accountsRoutes
  | typeof adminRoutes
  | typeof dataRequestsRoutes
  | typeof devRoutes
  | typeof paymentsRoutes
  | typeof publicRoutes
  | typeof publicApiRoutes
  | typeof analyticsRoutes
  | typeof freeCheckRoutes
  | typeof leadsRoutes
  | typeof organizationsRoutes
  | typeof pricingRoutes
  | typeof siteRoutes
)[number];

type PathParams<K> = K extends `${string} ${infer P}` ? ParamNames<P> : never;

/** What a caller sends as the JSON body: the procedure's input without the keys the path carries. */
type BodyOf<B> =
  B extends Binding<infer K, infer P extends AnyProcedure, unknown>
    ? inferProcedureInput<P> extends infer I
      ? unknown extends I
        ? unknown
        : I extends object
          ? Omit<I, PathParams<K>>
          : never
      : never
    : never;

/**
 * Every REST route of the binding tables, by "METHOD /path": the names of its path parameters,
 * the body it takes and the JSON it answers (Dates as strings). The SPA's REST client
 * (web/src/lib/api.ts) is typed from it, so no answer is written out twice.
 */
export type RestApi = {
  [B in Row as B["key"]]: {
    params: PathParams<B["key"]>;
    body: BodyOf<B>;
    answer: Jsonify<AnswerOf<B>>;
  };
};

export type RestRoute = keyof RestApi & RouteKey;
