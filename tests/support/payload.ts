import { rawRequest } from "./fuzz/http";

/**
 * A valid free-check request with unique e-mail and phones, for scripts outside vitest (bench,
 * load, faults). `n` makes each one distinct; `refs` how many references (1–3).
 */
let seq = 0;
export function freeCheckRequest(opts: { refs?: number; names?: string[] } = {}) {
  const n = seq++;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${n.toString(36)}`;
  // A valid San Francisco number: the exchange (first of the seven digits) is 2–9, never 0 or 1.
  const phone = (i: number) => {
    const h = Date.now() * 7 + n * 31 + i * 7919 + process.pid;
    return `+1415${2 + (h % 8)}${String(h % 1_000_000).padStart(6, "0")}`;
  };
  const refs = opts.refs ?? 1;
  const body: Record<string, unknown> = {
    requesterEmail: `load.${stamp}@example.com`,
    candidateName: "Sam Lee",
    role: "Senior Engineer",
    companyName: "Acme Corp",
    termsAccepted: true,
    consentGiven: true,
    freeCheck: true,
    isFirstTimeUser: true,
  };
  for (let i = 1; i <= refs; i++)
    body[`reference${i}`] = {
      name: opts.names?.[i - 1] ?? `Pat Kim ${i}`,
      phone: phone(i),
      relationship: i === 1 ? "direct-manager" : "colleague",
    };
  return body;
}

let source = 0;
/**
 * Creates a check over HTTP from a rotating loopback source address (127.0.0.2–254): many
 * requesters, each within the per-client limit on creating checks, as in real traffic.
 */
export async function createCheck(
  baseUrl: string,
  body: unknown,
): Promise<{ id: string; referenceCheckId: number }> {
  const from = `127.0.0.${2 + (source++ % 253)}`;
  const res = await rawRequest(baseUrl, {
    method: "POST",
    path: "/api/reference-checks",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    from,
  });
  if (res.status !== 201) throw new Error(`create check: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as { id: string; referenceCheckId: number };
}
