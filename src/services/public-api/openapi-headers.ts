/* Response headers as the OpenAPI document describes them. */

export const header = (description: string, type: "integer" | "string" = "string") => ({
  description,
  schema: { type },
});
/** Sent on every answer to a request with a key (a 401 has none). */
export const rateHeaders = {
  RateLimit: header(
    'IETF RateLimit field: requests left in this window and seconds until it refills, e.g. `"api-key";r=57;t=42`',
  ),
  "RateLimit-Policy": header(
    'IETF RateLimit-Policy field: the key\'s quota per window of seconds, e.g. `"api-key";q=120;w=60`',
  ),
};
