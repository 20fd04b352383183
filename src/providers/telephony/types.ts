export interface PlaceCallRequest {
  to: string;
  from: string;
  /** check:reference:attempt — the simulated carrier dials each key at most once. */
  attemptKey: string;
  callLogId: number;
  /** Persona hint for the simulator (derived from the reference's name); ignored by Twilio. */
  persona?: string;
  /** Seconds left before the reference's calling window closes: the carrier hangs up then. */
  timeLimitSeconds?: number;
  /** The instant the global dial rate reserved for this dial (ignored by Twilio; the simulated
   * carrier keeps it, so lateness of a busy process can be told apart from the limiter's spacing). */
  slotAt?: string;
}

export interface PlacedCall {
  callSid: string;
  /** True when the provider already had a call for this attemptKey and dialled nothing new. */
  duplicate: boolean;
}

export interface SendSmsRequest {
  to: string;
  from: string;
  body: string;
  idempotencyKey: string;
}

export interface TelephonyProvider {
  readonly name: "twilio" | "simulated";
  readonly mode: "live" | "simulated";
  placeCall(req: PlaceCallRequest): Promise<PlacedCall>;
  /** Looks up a call this attempt may already have placed (after a crash between dial and record). */
  findCallForAttempt(attemptKey: string, to: string, since: Date): Promise<string | null>;
  sendSms(req: SendSmsRequest): Promise<{ messageSid: string }>;
  healthy(): Promise<boolean>;
  callerNumberFor(to: string): string;
  /** Starts recording a call in progress (only ever after the reference consented). */
  startRecording?(callSid: string, callLogId: number): Promise<void>;
  /** Stops the current recording of a call (a hand-off: the new person has not consented yet). */
  stopRecording?(callSid: string): Promise<void>;
  /** Deletes every recording of a call (consent refused, erasure requests). */
  deleteRecordings?(callSid: string): Promise<number>;
  /** Replaces what a live call is doing with new TwiML (voicemail message after a machine answers). */
  updateCallTwiml?(callSid: string, twiml: string): Promise<void>;
  /** Operator test calls: rings a number and plays the given TwiML. Returns the call id. */
  placeTwimlCall?(to: string, from: string, twiml: string): Promise<string>;
}
