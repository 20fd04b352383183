import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTwilioFake } from "../support/twilio-fake";

const SID = "AC" + "2".repeat(32);
const TOKEN = "esm-child-token";
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  fake = await startTwilioFake(SID, TOKEN);
});
afterAll(async () => {
  await fake?.close();
});

// vitest's module interop hides CommonJS default-export differences; `npm run web/worker` run
// under tsx with Node's own loader, where `TWILIO_API_BASE_URL` used to fail every call with
// "Response is not a constructor". This runs the same code the way production does.
it("the Twilio provider with TWILIO_API_BASE_URL works under Node's own ESM loader", async () => {
  const { stdout, stderr } = await promisify(execFile)(
    "node_modules/.bin/tsx",
    ["tests/contracts/twilio-esm-child.ts", fake.url, SID, TOKEN],
    { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: "" }, timeout: 60_000 },
  ).catch((err: { stdout: string; stderr: string }) => ({ stdout: err.stdout, stderr: err.stderr }));
  expect(stderr).not.toMatch(/not a constructor/);
  expect(stdout).toMatch(/^CA[0-9a-f]{32}$/);
  expect(fake.calls.map((c) => c.sid)).toEqual([stdout]);
}, 90_000);
