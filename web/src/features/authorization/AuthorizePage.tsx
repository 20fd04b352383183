import { useEffect, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { errorText } from "../../lib/api";
import { Disclosure } from "./Disclosure";
import { Done, Ended } from "./Done";
import { References } from "./References";
import { useAuthorization } from "./use-authorization";

/**
 * /authorize#{token}: the candidate's page. The token is read from the fragment (never sent to a
 * server), removed from the address bar at once and kept for this tab only. First the stand-alone disclosure and nothing else but
 * the request to authorize (typed full name and a box) or decline; in the candidate-led mode the
 * references next (the request form's cards and rules); afterwards, the candidate's copy of the report.
 */
const TOKEN_KEY = "refline.authorization";

export default function AuthorizePage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept for this tab only (sessionStorage), so a reload carries on; never in the address bar,
  // the history or a request's URL.
  const [token] = useState(() => {
    const fromLink = location.hash.replace(/^#/, "");
    try {
      if (fromLink) sessionStorage.setItem(TOKEN_KEY, fromLink);
      return fromLink || sessionStorage.getItem(TOKEN_KEY) || "";
    } catch {
      return fromLink; // storage refused (private modes): memory only
    }
  });
  useEffect(() => {
    if (location.hash) void navigate({ pathname: "/authorize", hash: "" }, { replace: true });
  }, [location.hash, navigate]);
  const { q, error, busy, authorize, decline, sendReferences, askCopy } = useAuthorization(token);

  if (!token)
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Link not valid</h1>
        <p className="mt-3 text-slate-600">
          This page needs the full link from your e-mail. Please open that link again.
        </p>
      </main>
    );
  if (q.isLoading)
    return (
      <main className="mx-auto max-w-2xl px-4 py-16 text-slate-600" role="status">
        Loading…
      </main>
    );
  if (q.error || !q.data)
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Link not valid</h1>
        <p className="mt-3 text-slate-600">{q.error ? errorText(q.error) : "Unable to load this page"}</p>
      </main>
    );
  const p = q.data;
  const alert = error && (
    <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  );
  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {p.step === "authorize" && (
        <Disclosure p={p} busy={busy} alert={alert} onAuthorize={authorize} onDecline={decline} />
      )}
      {p.step === "references" && <References p={p} busy={busy} alert={alert} onSubmit={sendReferences} />}
      {p.step === "done" && <Done p={p} busy={busy} alert={alert} onCopy={askCopy} />}
      {p.step === "declined" && (
        <Ended title="You declined this reference check">
          Nobody was contacted. {p.employer} has been told that you did not authorize the check.
        </Ended>
      )}
      {p.step === "expired" && (
        <Ended title="This link has expired">
          The 7 days to answer have passed and nobody was contacted. If you still want to take part, ask{" "}
          {p.employer} to send a new request.
        </Ended>
      )}
    </main>
  );
}

/**
 * /authorize/{token}: a link e-mailed before the token moved to the fragment (valid 7 days). The
 * token moves into the fragment at once (a replace, so history keeps no path with it) and the
 * page above takes it from there; nothing is asked of the server with it in a URL.
 */
export function LegacyAuthorizeLink() {
  const { token = "" } = useParams();
  return <Navigate replace to={{ pathname: "/authorize", hash: token }} />;
}
