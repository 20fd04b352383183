import http from "node:http";
import { verifyWebhook, WebhookVerificationError } from "@refline/client";

const secret = process.env.REFLINE_WEBHOOK_SECRET!; // whsec_… from POST /api/v1/webhooks
const seen = new Set<string>();

http
  .createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        const event = verifyWebhook(secret, body, req.headers);
        // Retries repeat the webhook-id: handle each event once. A check's events come in
        // data.sequence order; store the sequence if you process them out of band.
        const id = String(req.headers["webhook-id"]);
        if (!seen.has(id)) {
          seen.add(id);
          console.log("event", event.type, event.data.checkId, event.data.sequence);
          if (event.type === "reference.failed")
            console.log("reference", event.data.referenceIndex, event.data.failureReason);
        }
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(err instanceof WebhookVerificationError ? 400 : 500).end();
      }
    });
  })
  .listen(Number(process.env.PORT ?? 8080), () => console.log("listening"));
