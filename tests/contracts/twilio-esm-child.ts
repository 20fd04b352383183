/**
 * Run under tsx (Node's own ESM loader, not vitest's): places one call through the product's
 * Twilio provider with the redirecting HTTP client, as `TWILIO_API_BASE_URL` does in production.
 * argv: <fake base url> <account sid> <auth token>. Prints the call SID.
 */
import { redirectingTwilioHttpClient } from "../../src/providers/telephony/http-client";
import { createTwilioTelephony } from "../../src/providers/telephony/twilio";

const [baseUrl, accountSid, authToken] = process.argv.slice(2) as [string, string, string];
const telephony = createTwilioTelephony({
  accountSid,
  authToken,
  numberUS: "+12025550111",
  publicBaseUrl: "https://refline.example",
  httpClient: redirectingTwilioHttpClient(baseUrl),
});
const placed = await telephony.placeCall({
  to: "+14155550100",
  from: "+12025550111",
  attemptKey: "k",
  callLogId: 7,
});
process.stdout.write(placed.callSid);
