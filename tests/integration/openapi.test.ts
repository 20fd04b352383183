import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_API_ROUTES } from "../../src/http/rest/public-api";
import { WEBHOOK_EVENTS } from "../../src/shared/public-api";
import { ROOT } from "../support/cluster";
import { startTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

type Doc = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
const fetchDoc = async () => {
  const res = await fetch(`${t.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
};
const asOpenApi = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  it("describes every /api/v1 route, and every route it describes answers (401 without a key, not 404)", async () => {
    const doc = await fetchDoc();
    expect(doc.openapi).toBe("3.1.0");
    const registered = PUBLIC_API_ROUTES.map((r) => `${r.method} ${asOpenApi(r.url)}`).sort();
    const described = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(registered.length).toBeGreaterThanOrEqual(13);
    expect(described).toEqual(registered);
    for (const line of described) {
      const [method, path] = line.split(" ") as [string, string];
      const res = await fetch(`${t.url}${path.replace(/\{\w+\}/g, "some-id")}`, { method });
      expect(res.status, line).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    // An undescribed path under /api/v1 is a problem-details 404.
    const missing = await fetch(`${t.url}/api/v1/candidates`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/problem+json");
  });

  it("takes the check body from the request form's schema: required, reference1 required exactly when the requester names the references", async () => {
    type Schema = { properties: Record<string, { enum?: unknown[] }>; required: string[] };
    const doc = (await fetchDoc()) as unknown as {
      paths: {
        "/api/v1/checks": {
          post: {
            requestBody: {
              required: boolean;
              content: { "application/json": { schema: { oneOf: { $ref: string }[] } } };
            };
          };
        };
      };
      components: { schemas: Record<string, Schema> };
    };
    const body = doc.paths["/api/v1/checks"].post.requestBody;
    expect(body.required).toBe(true);
    const shapes = body.content["application/json"].schema.oneOf.map(
      (s) => doc.components.schemas[s.$ref.replace("#/components/schemas/", "")]!,
    );
    expect(shapes).toHaveLength(2);
    const [byRequester, byCandidate] = shapes as [Schema, Schema];
    for (const schema of shapes) {
      expect(Object.keys(schema.properties)).toEqual(
        expect.arrayContaining([
          "candidateName",
          "role",
          "companyName",
          "termsAccepted",
          "consentGiven",
          "externalId",
          "metadata",
          "referencesBy",
        ]),
      );
      expect(schema.properties).not.toHaveProperty("requesterEmail");
      expect(schema.required).toEqual(expect.arrayContaining(["candidateName", "termsAccepted"]));
    }
    // The requester names the references (referencesBy absent or "requester"): reference1 is required.
    expect(byRequester.properties.referencesBy!.enum).toEqual(["requester"]);
    expect(byRequester.required).toContain("reference1");
    expect(byRequester.required).not.toContain("referencesBy");
    expect(Object.keys(byRequester.properties)).toEqual(expect.arrayContaining(["reference2", "reference3"]));
    // The candidate enters them: none are sent, and the candidate's e-mail and certification are required.
    expect(byCandidate.properties.referencesBy!.enum).toEqual(["candidate"]);
    expect(byCandidate.required).toEqual(
      expect.arrayContaining(["referencesBy", "candidateEmail", "purposeCertified"]),
    );
    expect(Object.keys(byCandidate.properties)).not.toContain("reference1");

    // The two shapes exclude each other: each body is exactly one of them, or neither.
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: "doc" });
    const matches = (b: unknown) =>
      ["CheckRequestByRequester", "CheckRequestByCandidate"].filter((n) =>
        ajv.validate({ $ref: `doc#/components/schemas/${n}` }, b),
      );
    const basics = {
      candidateName: "Sam Lee",
      role: "Engineer",
      companyName: "Acme",
      termsAccepted: true,
      consentGiven: true,
    };
    const ref = { name: "Pat Kim", phone: "+14155550100", relationship: "direct-manager" };
    expect(matches({ ...basics, reference1: ref })).toEqual(["CheckRequestByRequester"]);
    expect(matches({ ...basics, referencesBy: "requester", reference1: ref })).toEqual([
      "CheckRequestByRequester",
    ]);
    const invite = {
      ...basics,
      referencesBy: "candidate",
      candidateEmail: "sam@example.com",
      purposeCertified: true,
    };
    expect(matches(invite)).toEqual(["CheckRequestByCandidate"]);

    expect(matches(basics)).toEqual([]);
    expect(matches({ ...basics, referencesBy: "candidate", reference1: ref })).toEqual([]);
  });

  it("documents every webhook event: its payload with sequence and occurredAt, its signature headers, the order", async () => {
    const doc = (await fetchDoc()) as unknown as {
      webhooks: Record<
        string,
        {
          post: {
            description: string;
            parameters: { name: string; in: string }[];
            requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
          };
        }
      >;
      components: {
        schemas: Record<string, { properties: { type: { enum: string[] }; data: { required: string[] } } }>;
      };
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      expect(post.requestBody.required).toBe(true);
      const ref = post.requestBody.content["application/json"]!.schema.$ref;
      const schema = doc.components.schemas[ref.replace("#/components/schemas/", "")]!;
      expect(schema.properties.type.enum).toEqual([type]);
      expect(schema.properties.data.required).toEqual(
        expect.arrayContaining(["checkId", "sequence", "occurredAt", "status", "testMode"]),
      );
      expect(
        post.parameters
          .filter((p) => p.in === "header")
          .map((p) => p.name)
          .sort(),
      ).toEqual(["webhook-id", "webhook-signature", "webhook-timestamp"]);
      expect(post.description).toMatch(/sequence order/);
    }
  });

  // Two rules skipped: the server is this test's own loopback address, as on any machine running it;
  // and no-illogical-composition-keywords, which cannot see that the check body's two shapes
  // exclude each other through referencesBy's enum (["requester"] or absent vs required
  // "candidate"): the test above proves it by validating bodies against each shape.
  it("passes redocly lint with no errors or warnings", async () => {
    const dir = await mkdtemp(join(tmpdir(), "openapi-"));
    const file = join(dir, "openapi.json");
    await writeFile(file, JSON.stringify(await fetchDoc()));
    const result = await promisify(execFile)(
      process.execPath,
      [
        join(ROOT, "node_modules/@redocly/cli/bin/cli.js"),
        "lint",
        "--format=json",
        "--skip-rule=no-server-example.com",
        "--skip-rule=no-illogical-composition-keywords",
        file,
      ],
      { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }, cwd: dir },
    ).catch((err: { stdout: string; stderr: string }) => err);
    await rm(dir, { recursive: true, force: true });
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf("{"))) as {
      totals: { errors: number; warnings: number };
      problems: { message: string }[];
    };
    expect(report.problems.map((p) => p.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
