import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, errorText, type RestAnswer, type RestBody } from "../../lib/api";

/** The candidate's page as GET /api/authorize/{token} answers it (each action answers it anew). */
export type AuthorizationJson = RestAnswer<"GET /api/authorize/:token">;
/** What the disclosure's form sends (its box may be unticked: the route's schema refuses that). */
export type AuthorizeBody = Omit<RestBody<"POST /api/authorize/:token">, "agree"> & { agree: boolean };
export type ReferencesBody = RestBody<"POST /api/authorize/:token/references">;

/**
 * The authorization page's state: the page loaded by its token, and the candidate's actions
 * (authorize, decline, send references, ask for a copy), each answering the page's next state.
 */
export function useAuthorization(token: string) {
  const client = useQueryClient();
  const params = { token };
  const q = useQuery({
    queryKey: ["authorization", token],
    queryFn: () => api("GET /api/authorize/:token", { params }),
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
    authorize: (body: AuthorizeBody) => act.mutate(() => api("POST /api/authorize/:token", { params, body })),
    decline: () => act.mutate(() => api("POST /api/authorize/:token/decline", { params, body: {} })),
    sendReferences: (body: ReferencesBody) =>
      act.mutate(() => api("POST /api/authorize/:token/references", { params, body })),
    askCopy: () => act.mutate(() => api("POST /api/authorize/:token/report-copy", { params, body: {} })),
  };
}
