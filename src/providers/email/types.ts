export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag?: string;
  attachments?: EmailAttachment[];
  /** Same key, same message: a provider that sees it twice sends once. */
  idempotencyKey?: string;
}

export interface SentEmail {
  messageId: string;
  /** True when this key was already sent and nothing new went out. */
  duplicate: boolean;
}

/**
 * Thrown when the provider refused the message outright (bad address, bad token, rate limit):
 * nothing went out, so sending again later is safe. Any other error leaves it in doubt.
 */
export class EmailRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = "EmailRejectedError";
  }
}

export interface EmailProvider {
  readonly name: "postmark" | "simulated";
  readonly mode: "live" | "simulated";
  send(message: EmailMessage): Promise<SentEmail>;
  /**
   * The message sent earlier under this idempotency key, if the provider has it. Used to settle
   * a send whose outcome is unknown (the process died between the API call and recording it).
   */
  findSent?(idempotencyKey: string): Promise<{ messageId: string } | null>;
  /**
   * How long after a send began its outcome can be judged by `findSent`: the API call's own
   * timeout plus any lag of the provider's search. Before that, the send may still be in flight.
   */
  readonly settleAfterSeconds?: number;
  healthy(): Promise<boolean>;
}
