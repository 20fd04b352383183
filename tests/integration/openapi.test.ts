import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_API_ROUTES } from "../../src/http/rest/public-api";
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

  it("takes the check body from the request form's schema", async () => {
    const doc = (await fetchDoc()) as unknown as {
      paths: {
        "/api/v1/checks": {
          post: {
            requestBody: {
              content: {
                "application/json": { schema: { properties: Record<string, unknown>; required: string[] } };
              };
            };
          };
        };
      };
    };
    const schema = doc.paths["/api/v1/checks"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        "candidateName",
        "role",
        "companyName",
        "reference1",
        "reference2",
        "termsAccepted",
        "consentGiven",
        "externalId",
        "metadata",
      ]),
    );
    expect(schema.properties).not.toHaveProperty("requesterEmail");
    expect(schema.required).toEqual(expect.arrayContaining(["candidateName", "termsAccepted"]));
    // The candidate-authorization fields come from the same schema: a candidate-led check names
    // no references, so reference1 is described but not required.
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["candidateEmail", "referencesBy", "purposeCertified"]),
    );
    expect(schema.required).not.toContain("reference1");
  });

  // The one rule skipped: the server is this test's own loopback address, as on any machine running it.
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

  it("serves the reference renderer from this origin", async () => {
    const res = await fetch(`${t.url}/developers/reference.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });
});
