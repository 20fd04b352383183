import { createRefLineClient } from "@refline/client";

const refline = createRefLineClient({
  apiKey: process.env.REFLINE_API_KEY!, // rl_test_… runs on simulated calls and is never charged
  baseUrl: process.env.REFLINE_BASE_URL ?? "https://refline.example",
});

// Create a check; the Idempotency-Key makes a retry after a time-out safe.
const { data: check, error } = await refline.POST("/api/v1/checks", {
  params: { header: { "Idempotency-Key": `ats-candidate-${process.env.CANDIDATE_ID ?? "4711"}` } },
  body: {
    candidateName: "Sam Lee",
    role: "Senior Engineer",
    companyName: "Acme Corp",
    termsAccepted: true,
    consentGiven: true,
    externalId: "greenhouse-4711",
    reference1: { name: "Pat Kim", phone: "+14155550123", relationship: "direct-manager" },
  },
});
if (error) throw new Error(`${error.status} ${error.title}: ${error.detail}`);
console.log("created", check.id, check.status);

// Read it back: each reference's status and next call time, report links once done.
const { data: fresh } = await refline.GET("/api/v1/checks/{id}", { params: { path: { id: check.id } } });
console.log("status", fresh?.status, fresh?.references.map((r) => r.status).join(","));

// Every check of this key's mode, newest first, a page at a time.
let cursor: string | undefined;
do {
  const { data: page } = await refline.GET("/api/v1/checks", { params: { query: { limit: 50, cursor } } });
  for (const c of page?.data ?? []) console.log("listed", c.id, c.externalId);
  cursor = page?.nextCursor ?? undefined;
} while (cursor);
