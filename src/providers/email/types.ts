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

export interface EmailProvider {
  readonly name: "postmark" | "simulated";
  readonly mode: "live" | "simulated";
  send(message: EmailMessage): Promise<SentEmail>;
  healthy(): Promise<boolean>;
}
