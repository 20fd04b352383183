import { useState } from "react";
import { useNavigate } from "react-router";
import { api, errorText } from "../../lib/api";

/** The skeleton's landing page: a minimal free-check form. */
export function LandingPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ id: string }>("/api/reference-checks", {
        body: {
          requesterEmail: f.get("requesterEmail"),
          candidateName: f.get("candidateName"),
          role: f.get("role"),
          companyName: f.get("companyName"),
          reference1: { name: f.get("refName"), phone: f.get("refPhone"), relationship: f.get("refRel") },
          termsAccepted: f.get("terms") === "on",
          consentGiven: f.get("consent") === "on",
          freeCheck: true,
          isFirstTimeUser: true,
        },
      });
      navigate(`/check-status/${res.id}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  const input = "mt-1 w-full rounded-md border px-3 py-2";
  return (
    <main className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="text-3xl font-bold">Reference checks, done by phone, while you work</h1>
      <form id="reference-form" onSubmit={submit} className="mt-8 grid gap-4">
        <label>
          Your email
          <input name="requesterEmail" type="email" className={input} required />
        </label>
        <label>
          Candidate name
          <input name="candidateName" className={input} required />
        </label>
        <label>
          Role
          <input name="role" className={input} required />
        </label>
        <label>
          Company
          <input name="companyName" className={input} required />
        </label>
        <label>
          Reference name
          <input name="refName" className={input} required />
        </label>
        <label>
          Reference phone
          <input name="refPhone" className={input} required />
        </label>
        <label>
          Relationship
          <select name="refRel" className={input} defaultValue="direct-manager">
            <option value="direct-manager">Direct manager</option>
            <option value="colleague">Colleague</option>
          </select>
        </label>
        <label>
          <input type="checkbox" name="consent" /> I confirm I have permission to contact these references and
          have informed them their call will be recorded
        </label>
        <label>
          <input type="checkbox" name="terms" /> I agree to the terms and conditions
        </label>
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <button
          disabled={busy}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50"
        >
          {busy ? "Processing..." : "Start FREE Check"}
        </button>
      </form>
    </main>
  );
}
