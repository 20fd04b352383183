import twilio from "twilio";
import type { TelephonyProvider } from "./types";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  numberUS?: string;
  numberCA?: string;
  numberGB?: string;
  numberAU?: string;
  /** The product's public https address: Twilio's webhooks and the voice WebSocket live there. */
  publicBaseUrl: string;
  /** Replaces the SDK's HTTP client (tests point it at a local fake of Twilio's REST API). */
  httpClient?: ConstructorParameters<typeof twilio.Twilio>[2] extends infer O
    ? O extends { httpClient?: infer H }
      ? H
      : never
    : never;
  /** Hard cap on a call, in seconds (the interview itself stops at 8 minutes). */
  timeLimitSeconds?: number;
}

/** Canadian area codes (NANP), to call Canadians from the Canadian number. */
const CA_AREA_CODES = new Set(
  "204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 387 403 416 418 428 431 437 438 450 460 468 474 506 514 519 548 579 581 584 587 600 604 613 622 639 647 672 683 705 709 742 753 778 780 782 807 819 825 867 873 879 902 905 942".split(
    " ",
  ),
);

/**
 * Telephony on Twilio's REST API through the official SDK. Outbound calls use asynchronous
 * answering-machine detection; recording starts only when the interview engine reports consent.
 * Every webhook URL carries the call log id, and every webhook is signature-checked on arrival.
 */
export function createTwilioTelephony(o: TwilioOptions): TelephonyProvider {
  const client = twilio(o.accountSid, o.authToken, o.httpClient ? { httpClient: o.httpClient } : {});
  const base = o.publicBaseUrl.replace(/\/$/, "");
  const hook = (path: string, callLogId?: number) =>
    `${base}/api/webhooks/twilio/${path}${callLogId !== undefined ? `?callLogId=${callLogId}` : ""}`;

  // A local caller id: UK and Australian references are called from the UK or Australian number.
  const callerNumberFor = (to: string) => {
    if (to.startsWith("+44") && o.numberGB) return o.numberGB;
    if (to.startsWith("+61") && o.numberAU) return o.numberAU;
    const ac = to.replace(/\D/g, "").replace(/^1/, "").slice(0, 3);
    const ca = CA_AREA_CODES.has(ac);
    return (ca ? (o.numberCA ?? o.numberUS) : (o.numberUS ?? o.numberCA)) ?? "";
  };

  return {
    name: "twilio",
    mode: "live",
    callerNumberFor,
    async placeCall(req) {
      const call = await client.calls.create({
        to: req.to,
        from: req.from,
        url: hook("voice/answer", req.callLogId),
        method: "POST",
        statusCallback: hook("status", req.callLogId),
        statusCallbackMethod: "POST",
        statusCallbackEvent: ["initiated", "ringing", "answered", "completed"],
        machineDetection: "DetectMessageEnd",
        asyncAmd: "true",
        asyncAmdStatusCallback: hook("amd", req.callLogId),
        asyncAmdStatusCallbackMethod: "POST",
        timeout: 30,
        // The calling window's remaining time when shorter: no call runs past the close.
        timeLimit: Math.max(60, Math.min(req.timeLimitSeconds ?? Infinity, o.timeLimitSeconds ?? 10 * 60)),
      });
      return { callSid: call.sid, duplicate: false };
    },
    async findCallForAttempt(_attemptKey, to, since) {
      // Twilio has no idempotency key for calls; the attempt was recorded before dialling, so a
      // call to this number since then can only be this attempt's.
      const calls = await client.calls.list({ to, startTimeAfter: since, limit: 20 });
      const ours = calls
        .filter((c) => c.dateCreated && c.dateCreated.getTime() >= since.getTime() - 60_000)
        .sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime());
      return ours[0]?.sid ?? null;
    },
    async sendSms(req) {
      const msg = await client.messages.create({
        to: req.to,
        from: req.from,
        body: req.body,
        statusCallback: hook("sms/status"),
      });
      return { messageSid: msg.sid };
    },
    async startRecording(callSid, callLogId) {
      await client.calls(callSid).recordings.create({
        recordingChannels: "dual",
        recordingStatusCallback: hook("recording", callLogId),
        recordingStatusCallbackEvent: ["completed"],
        recordingStatusCallbackMethod: "POST",
      });
    },
    async stopRecording(callSid) {
      // The recording in progress ends here; after the next consent a new one starts.
      await client.calls(callSid).recordings("Twilio.CURRENT").update({ status: "stopped" });
    },
    async deleteRecordings(callSid) {
      const recordings = await client.recordings.list({ callSid, limit: 20 });
      for (const r of recordings) await client.recordings(r.sid).remove();
      return recordings.length;
    },
    async placeTwimlCall(to, from, twiml) {
      const call = await client.calls.create({ to, from, twiml, timeLimit: 120 });
      return call.sid;
    },
    async updateCallTwiml(callSid, twiml) {
      await client.calls(callSid).update({ twiml });
    },
    async healthy() {
      try {
        await client.api.v2010.accounts(o.accountSid).fetch();
        return true;
      } catch {
        return false;
      }
    },
  };
}
