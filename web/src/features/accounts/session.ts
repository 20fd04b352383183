import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type RestAnswer } from "../../lib/api";
import { trpc } from "../../lib/trpc";

export type CurrentUser = RestAnswer<"GET /api/auth/me">["user"];

export const ME_KEY = ["auth", "me"] as const;
/** A non-secret marker: the session itself lives only in an HttpOnly cookie the SPA never sees. */
const MARKER_KEY = "refline.customer";

export function rememberSignedIn(user: CurrentUser) {
  try {
    localStorage.setItem(MARKER_KEY, JSON.stringify({ email: user.email, signedInAt: Date.now() }));
  } catch {
    /* storage may be disabled; the cookie is what counts */
  }
}

export function forgetSignedIn() {
  try {
    localStorage.removeItem(MARKER_KEY);
  } catch {
    /* ignore */
  }
}

const fetchMe = async () => {
  try {
    return (await api("GET /api/auth/me")).user ?? null;
  } catch {
    return null;
  }
};

/** GET /api/auth/me: the user, or null when the lookup fails or nobody is signed in (spec §4). */
export function useCurrentUser() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe });
}

/**
 * Who is signed in, for the site header on every page: asked over tRPC (which answers null for a
 * visitor instead of the REST route's 401, so anonymous pages log no errors), and taken at once
 * from the dashboard's own lookup when a sign-in just filled it.
 */
export function useSignedInUser(): { email: string } | null {
  const known = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, enabled: false });
  const me = trpc.accounts.me.useQuery();
  return known.data ?? me.data?.user ?? null;
}

export function useSignOutCache() {
  const qc = useQueryClient();
  return () => {
    forgetSignedIn();
    qc.clear();
  };
}
