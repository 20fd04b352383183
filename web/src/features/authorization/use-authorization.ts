import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, errorText, type RestAnswer, type RestBody } from "../../lib/api";

/** The candidate's page as POST /api/authorize/view answers it (each action answers it anew). */
export type AuthorizationJson = RestAnswer<"POST /api/authorize/view">;
/** What the disclosure's form sends (its box may be unticked: the route's schema refuses that). */
export type AuthorizeBody = Omit<RestBody<"POST /api/authorize">, "agree" | "token"> & { agree: boolean };
export type ReferencesBody = Omit<RestBody<"POST /api/authorize/references">, "token">;

/**
 * The authorization page's state: the page loaded by its token, and the candidate's actions
 * (authorize, decline, send references, ask for a copy), each answering the page's next state.
 * The token goes in every request's body, never in a URL.
 */
export function useAuthorization(token: string) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ["authorization", token],
    queryFn: () => api("POST /api/authorize/view", { body: { token } }),
    enabled: token !== "",
    retry: false,
  });
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (send: () => Promise<AuthorizationJson>) => send(),
    onSuccess: (page) => {
      setError(null);
      client.setQueryData(["authorization", token], page);
      window.scrollTo({ top: 0 });
    },
    onError: (err) => setError(errorText(err)),
  });
  return {
    q,
    error,
    busy: act.isPending,
    authorize: (body: AuthorizeBody) =>
      act.mutate(() => api("POST /api/authorize", { body: { ...body, token } })),
    decline: () => act.mutate(() => api("POST /api/authorize/decline", { body: { token } })),
    sendReferences: (body: ReferencesBody) =>
      act.mutate(() => api("POST /api/authorize/references", { body: { ...body, token } })),
    askCopy: () => act.mutate(() => api("POST /api/authorize/report-copy", { body: { token } })),
  };
}
