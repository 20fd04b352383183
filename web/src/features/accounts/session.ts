import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export interface CurrentUser {
  id: number;
  email: string;
  role: string;
}

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

/** GET /api/auth/me: the user, or null when the lookup fails or nobody is signed in (spec §4). */
export function useCurrentUser() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return (await api<{ user: CurrentUser | null }>("/api/auth/me")).user ?? null;
      } catch {
        return null;
      }
    },
  });
}

export function useSignOutCache() {
  const qc = useQueryClient();
  return () => {
    forgetSignedIn();
    qc.clear();
  };
}
