/**
 * Open voice sessions of this web process, so a shutdown can end each call politely and store
 * its outcome before the process goes, rather than dropping the socket mid-sentence. A call
 * that ends here is recorded like a hang-up (kept as completed with enough answers, else
 * retried as dropped), so nothing the reference said is lost.
 */
export interface OpenCall {
  /** Ends the call now: last words, outcome stored, socket told to end. Resolves when stored. */
  wrapUp(): Promise<void>;
}

export const WRAP_UP_LINE =
  "I'm sorry, I have to end our call here. Thank you very much for your time. If we still need anything, we will call you back.";

export class OpenCalls {
  private readonly calls = new Set<OpenCall>();
  private closing = false;

  /** Registers a call; returns its removal. A call opened while closing is wrapped up at once. */
  add(call: OpenCall): () => void {
    this.calls.add(call);
    if (this.closing) void call.wrapUp();
    return () => this.calls.delete(call);
  }

  get size(): number {
    return this.calls.size;
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** Wraps up every open call, waiting at most `withinMs` for their outcomes to be stored. */
  async wrapUpAll(withinMs: number): Promise<void> {
    this.closing = true;
    const all = Promise.allSettled([...this.calls].map((c) => c.wrapUp()));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((r) => (timer = setTimeout(r, withinMs)))]);
    clearTimeout(timer);
  }
}
