import type { TelephonyProvider } from "../../providers/telephony/types";

/** The header the product's own processes authenticate to the simulated carrier with. */
export const CARRIER_TOKEN_HEADER = "x-sim-carrier-token";

/**
 * Talks to the simulated carrier that the web process hosts under /sim/carrier, the way the
 * Twilio provider talks to Twilio's REST API (and, like it, with a credential: `carrierToken`,
 * shared by the product's processes through the installation secret). The carrier then plays the
 * reference over the same voice WebSocket protocol a real call uses.
 */
export function createSimulatedTelephony(opts: {
  baseUrl: string;
  carrierToken: string;
  fromNumber?: string;
}): TelephonyProvider {
  const from = opts.fromNumber ?? "+15005550006";
  async function post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${opts.baseUrl}/sim/carrier${path}`, {
      method: "POST",
      // When the request left this process: what the dial rate limit governs (tests read it).
      headers: {
        "content-type": "application/json",
        "x-sent-at": new Date().toISOString(),
        [CARRIER_TOKEN_HEADER]: opts.carrierToken,
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`simulated carrier ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  return {
    name: "simulated",
    mode: "simulated",
    placeCall: (req) => post("/calls", req),
    async findCallForAttempt(attemptKey) {
      const res = await post<{ callSid: string | null }>("/calls/lookup", { attemptKey });
      return res.callSid;
    },
    sendSms: (req) => post("/sms", req),
    async startRecording(callSid) {
      await post(`/calls/${encodeURIComponent(callSid)}/recordings`, {});
    },
    async deleteRecordings(callSid) {
      const res = await post<{ deleted: number }>("/recordings/delete", { callSid });
      return res.deleted;
    },
    healthy: async () => true,
    callerNumberFor: () => from,
  };
}
