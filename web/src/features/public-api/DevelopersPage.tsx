import { Link } from "react-router";
import { ORDER_WAIT_MINUTES, WEBHOOK_EVENTS } from "@server/shared/public-api";
import { Card } from "../../components/ui/card";
import { ApiReference } from "./reference/ApiReference";

const origin = typeof window === "undefined" ? "https://refline.example" : window.location.origin;

const CREATE = `curl -X POST ${origin}/api/v1/checks \\
  -H "Authorization: Bearer $REFLINE_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: greenhouse-application-48213" \\
  -d '{
    "candidateName": "Sam Lee",
    "role": "Senior Engineer",
    "companyName": "Acme Corp",
    "reference1": { "name": "Pat Kim", "phone": "+14155550123", "relationship": "direct-manager" },
    "termsAccepted": true,
    "consentGiven": true,
    "externalId": "greenhouse-application-48213",
    "metadata": { "stage": "reference-check" }
  }'`;

const CREATE_TS = `// npm install @refline/client   (clients/typescript in this repository)
import { createRefLineClient } from "@refline/client";

const refline = createRefLineClient({ apiKey: process.env.REFLINE_KEY!, baseUrl: "${origin}" });
const { data: check, error } = await refline.POST("/api/v1/checks", {
  params: { header: { "Idempotency-Key": "greenhouse-application-48213" } },
  body: {
    candidateName: "Sam Lee",
    role: "Senior Engineer",
    companyName: "Acme Corp",
    reference1: { name: "Pat Kim", phone: "+14155550123", relationship: "direct-manager" },
    termsAccepted: true,
    consentGiven: true,
    externalId: "greenhouse-application-48213",
  },
});
if (error) throw new Error(\`\${error.status}: \${error.detail}\`);
const { data: fresh } = await refline.GET("/api/v1/checks/{id}", { params: { path: { id: check.id } } });`;

const READ = `curl ${origin}/api/v1/checks/CHECK_ID -H "Authorization: Bearer $REFLINE_KEY"
curl "${origin}/api/v1/checks?status=completed&limit=20" -H "Authorization: Bearer $REFLINE_KEY"
curl -o report.pdf "${origin}/api/v1/checks/CHECK_ID/report?design=standard" -H "Authorization: Bearer $REFLINE_KEY"
curl ${origin}/api/v1/checks/CHECK_ID/report.json -H "Authorization: Bearer $REFLINE_KEY"`;

const HOOK = `curl -X POST ${origin}/api/v1/webhooks \\
  -H "Authorization: Bearer $REFLINE_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "url": "https://ats.example.com/refline", "events": ["check.completed", "report.ready"] }'`;

const VERIFY = `// npm install @refline/client   (or standardwebhooks: new Webhook(secret).verify(body, headers))
import { verifyWebhook } from "@refline/client";

const secret = process.env.REFLINE_WEBHOOK_SECRET; // whsec_…, shown once when you registered
app.post("/refline", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = verifyWebhook(secret, req.body, req.headers); // checks webhook-signature and webhook-timestamp
  } catch {
    return res.status(400).end();
  }
  if (alreadyHandled(req.headers["webhook-id"])) return res.status(200).end(); // retries repeat the id
  handle(event.type, event.data); // { checkId, sequence, occurredAt, externalId, status, ... }
  res.status(200).end();
});`;

const MANUAL = `signed = webhook-id + "." + webhook-timestamp + "." + raw body
key     = base64-decode(secret without "whsec_")
expect  = "v1," + base64(HMAC-SHA256(key, signed))   // compare in constant time
reject if webhook-timestamp is more than 5 minutes from now`;

function Code({ children, label }: { children: string; label?: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="mt-2 max-w-full overflow-x-auto rounded-md bg-slate-900 p-4 text-xs leading-5 text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

/** The same request with curl and with the official TypeScript client, side by side on wide screens. */
function CurlAndClient({ curl, ts }: { curl: string; ts: string }) {
  return (
    <div className="mt-2 grid min-w-0 gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-800">curl</h3>
        <Code label="curl example">{curl}</Code>
      </div>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-800">TypeScript (official client)</h3>
        <Code label="TypeScript client example">{ts}</Code>
      </div>
    </div>
  );
}

/** /developers: quick start, curl examples, the webhook recipe, and the reference rendered from openapi.json. */
export function DevelopersPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">RefLine API</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Run reference checks from your applicant-tracking system: create a check when a candidate reaches the
        reference stage, get a signed webhook when the report is ready, and fetch it as PDF or JSON. The
        machine-readable description is at{" "}
        <a className="text-brand-700 underline underline-offset-2" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>{" "}
        (OpenAPI 3.1).
      </p>

      <Card className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900" id="quick-start">
          Quick start
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>
            Sign in and open{" "}
            <Link className="text-brand-700 underline underline-offset-2" to="/dashboard/settings/api">
              Settings → API
            </Link>
            . Create a <strong>test</strong> key (<code>rl_test_…</code>): its checks run on simulated calls
            and are never charged. Live keys (<code>rl_live_…</code>) place real calls and charge your
            account.
          </li>
          <li>
            Send it as <code>Authorization: Bearer &lt;key&gt;</code>. Keys carry scopes:{" "}
            <code>checks:write</code>, <code>checks:read</code>, <code>reports:read</code>,{" "}
            <code>webhooks:manage</code>.
          </li>
          <li>Create a check (send an Idempotency-Key so a retry never creates a second one):</li>
        </ol>
        <CurlAndClient curl={CREATE} ts={CREATE_TS} />
        <p className="mt-4 text-sm text-slate-700">Read it back, list, and download the report:</p>
        <Code label="Read and list checks, download the report">{READ}</Code>
        <p className="mt-4 text-sm text-slate-700">
          Errors are RFC 9457 problem details (<code>application/problem+json</code>) with an{" "}
          <code>errors</code> list naming each field. Every answer carries the IETF <code>RateLimit</code> and{" "}
          <code>RateLimit-Policy</code> fields (requests left, seconds to the next window; the key&apos;s
          quota per 60 s); past the limit you get 429 with <code>Retry-After</code>. An Idempotency-Key
          belongs to the account and the key&apos;s mode: a test key and a live key never share one. A body
          that is not JSON gets 415; a method a path does not take gets 405 with <code>Allow</code>.
        </p>
      </Card>

      <Card className="mt-6">
        <h2 className="text-xl font-semibold text-slate-900" id="webhooks">
          Webhooks and their signatures
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Register an endpoint; the answer holds its signing secret, shown once. Events:
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700" aria-label="Event types">
          {WEBHOOK_EVENTS.map((e) => (
            <li key={e}>
              <code className="break-all">{e}</code>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700">
          Failed deliveries are retried with growing pauses for about a day (5 s, 5 min, 30 min, 2 h, 5 h, 10
          h, 10 h); when all fail, the endpoint is disabled and you get an e-mail. Every delivery has a log
          with response codes and can be replayed.
        </p>
        <Code label="Register a webhook endpoint">{HOOK}</Code>
        <p className="mt-4 text-sm text-slate-700" id="webhook-order">
          <strong>Order.</strong> Each event&apos;s <code>data.sequence</code> numbers its check&apos;s events
          1, 2, 3 … in the order they happened, and <code>data.occurredAt</code> says when. Events about one
          check reach one endpoint in that order: a later event waits while an earlier one is being retried,
          for at most {ORDER_WAIT_MINUTES} minutes, then goes anyway (order by <code>sequence</code> if you
          store them). <code>report.ready</code> comes before <code>check.completed</code> (sent once the
          report was delivered). Nothing is sent to a disabled endpoint.
        </p>
        <p className="mt-4 text-sm text-slate-700">
          Deliveries follow the Standard Webhooks specification: headers <code>webhook-id</code>,{" "}
          <code>webhook-timestamp</code> and <code>webhook-signature</code>. Verify with a Standard Webhooks
          library, and ignore a <code>webhook-id</code> you have already handled (a retry repeats it):
        </p>
        <Code label="Verify a webhook">{VERIFY}</Code>
        <p className="mt-4 text-sm text-slate-700">Or by hand:</p>
        <Code label="Verify a signature by hand">{MANUAL}</Code>
      </Card>

      <section className="mt-6" id="problems">
        <h2 className="text-xl font-semibold text-slate-900">Problem types</h2>
        <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <li id="problem-validation">
            <code>validation</code> (400): a field is missing or invalid; see <code>errors</code>.
          </li>
          <li id="problem-unauthorized">
            <code>unauthorized</code> (401): no key, or a revoked or unknown key.
          </li>
          <li id="problem-forbidden">
            <code>forbidden</code> (403): the key lacks the route&apos;s scope.
          </li>
          <li id="problem-not-found">
            <code>not-found</code> (404): no such object for this key&apos;s account.
          </li>
          <li id="problem-conflict">
            <code>conflict</code> (409): e.g. an Idempotency-Key reused with a different body, or its first
            request still in progress (then <code>Retry-After</code>).
          </li>
          <li id="problem-method-not-allowed">
            <code>method-not-allowed</code> (405): the path does not take this method; see <code>Allow</code>.
          </li>
          <li id="problem-unsupported-media-type">
            <code>unsupported-media-type</code> (415): send the body as <code>application/json</code>.
          </li>
          <li id="problem-rate-limited">
            <code>rate-limited</code> (429): wait for <code>Retry-After</code> seconds.
          </li>
        </ul>
      </section>

      <section className="mt-10" aria-label="API reference">
        <h2 className="text-xl font-semibold text-slate-900">Reference</h2>
        <div data-testid="api-reference" className="mt-4 min-w-0">
          <ApiReference />
        </div>
      </section>
    </main>
  );
}
