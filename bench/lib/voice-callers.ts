import { parentPort, Worker, workerData } from "node:worker_threads";
import WebSocket from "ws";

/**
 * The simulated callers of the voice benches, on a thread of their own: a carrier is another
 * machine, so the callers' own work (their timers, reading every word the server sends) must not
 * wait in the server's event loop nor delay it. Each call is answered, connected and driven as
 * before; the thread posts each outcome back. Started by voiceCallers() below.
 */
export interface CallerCall {
  /** ws:// URL of the relay on this machine, with the call's nonce. */
  url: string;
  signature: string;
  sid: string;
  parameters: Record<string, string>;
  /** When to connect, from the start of the run. */
  atMs: number;
}

export interface CallerRun {
  calls: CallerCall[];
  answers: string[];
  /** The caller speaks this long (a random span between the two) before a final transcript. */
  speak: readonly [number, number];
  /** One call after another instead of at their `atMs`. */
  sequential: boolean;
  turnTimeoutMs: number;
}

export interface Outcome {
  samples: number[];
  dropped: number;
}

export type CallerMessage =
  { kind: "opened"; live: number } | { kind: "done"; outcomes: Outcome[]; maxLive: number };

let live = 0;
let maxLive = 0;

/** One interview over the voice socket; resolves with its turns' server shares. */
function interview(call: CallerCall, run: CallerRun): Promise<Outcome> {
  const out: Outcome = { samples: [], dropped: 0 };
  const { answers, speak } = run;
  return new Promise((resolve) => {
    const ws = new WebSocket(call.url, { headers: { "x-twilio-signature": call.signature } });
    let turn = 0;
    let sentAt = 0;
    let first = true;
    let waiting: NodeJS.Timeout | undefined;
    let finished = false;
    const done = () => {
      live--;
      clearTimeout(waiting);
      if (!finished && sentAt) out.dropped++; // closed while a turn waited for its answer
      resolve(out);
    };
    ws.on("open", () => {
      maxLive = Math.max(maxLive, ++live);
      parentPort!.postMessage({ kind: "opened", live } satisfies CallerMessage);
      ws.send(JSON.stringify({ type: "setup", callSid: call.sid, customParameters: call.parameters }));
    });
    ws.on("error", () => {});
    ws.on("message", (raw) => {
      const msg = JSON.parse(String(raw)) as { type: string; last?: boolean };
      if (msg.type === "end") {
        finished = true;
        return ws.close();
      }
      if (msg.type !== "text") return;
      if (first && sentAt) {
        clearTimeout(waiting);
        // The model's calls on a turn (its caution reading, its choice of wording) answer at once
        // (the bench's fake model): all of the time to the first words is the server's.
        out.samples.push(performance.now() - sentAt);
        sentAt = 0;
      }
      first = false;
      if (!msg.last) return;
      const next = answers[turn++];
      if (!next) {
        finished = true;
        return ws.close();
      }
      // As the carrier's speech recognition does, partial words arrive while the reference speaks.
      setTimeout(() => {
        if (ws.readyState === ws.OPEN)
          ws.send(JSON.stringify({ type: "prompt", voicePrompt: next.split(" ")[0], last: false }));
      }, 300);
      setTimeout(
        () => {
          if (ws.readyState !== ws.OPEN) return;
          first = true;
          sentAt = performance.now();
          waiting = setTimeout(() => ws.terminate(), run.turnTimeoutMs);
          ws.send(JSON.stringify({ type: "prompt", voicePrompt: next, last: true }));
        },
        speak[0] + Math.random() * (speak[1] - speak[0]),
      );
    });
    ws.on("close", done);
  });
}

async function main(run: CallerRun) {
  const outcomes: Outcome[] = [];
  if (run.sequential) for (const call of run.calls) outcomes.push(await interview(call, run));
  else
    outcomes.push(
      ...(await Promise.all(
        run.calls.map(
          (call) =>
            new Promise<Outcome>((resolve) =>
              setTimeout(() => void interview(call, run).then(resolve), call.atMs),
            ),
        ),
      )),
    );
  parentPort!.postMessage({ kind: "done", outcomes, maxLive } satisfies CallerMessage);
}

if (parentPort && (workerData as { voiceCallers?: CallerRun } | undefined)?.voiceCallers)
  void main((workerData as { voiceCallers: CallerRun }).voiceCallers);

/** Runs `run` on the callers' thread; `onOpened` hears each socket opening. */
export function voiceCallers(
  run: CallerRun,
  onOpened?: (live: number) => void,
): Promise<{ outcomes: Outcome[]; maxLive: number }> {
  const self = JSON.stringify(import.meta.url);
  const worker = new Worker(
    `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${self}); });`,
    { eval: true, workerData: { voiceCallers: run } },
  );
  return new Promise((resolve, reject) => {
    worker.on("message", (m: CallerMessage) => {
      if (m.kind === "opened") return onOpened?.(m.live);
      resolve(m);
      void worker.terminate();
    });
    worker.on("error", reject);
    worker.on("exit", (code) => reject(new Error(`the callers' thread exited (${code})`)));
  });
}
