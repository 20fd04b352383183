import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { databaseTarget } from "../../src/db/tls";
import { ROOT } from "../support/cluster";

const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return e.issues;
  }
};

const production = {
  NODE_ENV: "production",
  ENCRYPTION_KEY: "k".repeat(32),
  PUBLIC_BASE_URL: "https://refline.example",
  DATABASE_URL: "postgres://u:p@db.example:5432/refline",
  // Provider credentials are another test's concern (config.test.ts): start without them here.
  ALLOW_SIMULATED_PROVIDERS: "true",
};

describe("TRUST_PROXY", () => {
  it("takes a hop count, addresses or ranges, and nothing by default", () => {
    expect(loadConfig({}).env.TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).env.TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).env.TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback" }).env.TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "::1, fd00::/8" }).env.TRUST_PROXY).toEqual(["::1", "fd00::/8"]);
  });

  it("refuses true (it would trust a spoofed X-Forwarded-For) and anything it cannot read", () => {
    const [t] = issuesOf({ TRUST_PROXY: "true" });
    expect(t).toMatchObject({ variable: "TRUST_PROXY" });
    expect(t!.message).toMatch(/1 on Heroku/);
    for (const bad of ["10.0.0.0/33", "proxy.example", "1.2.3", "-1"]) {
      const issues = issuesOf({ TRUST_PROXY: bad });
      expect(
        issues.map((i) => i.variable),
        bad,
      ).toEqual(["TRUST_PROXY"]);
    }
  });
});

describe("DATABASE_SSL", () => {
  it("defaults to require in production and disable elsewhere", () => {
    expect(loadConfig(production).databaseSsl).toBe("require");
    expect(loadConfig({}).databaseSsl).toBe("disable");
    expect(loadConfig({ ...production, DATABASE_SSL: "verify-full" }).databaseSsl).toBe("verify-full");
    expect(loadConfig({ ...production, DATABASE_SSL: "disable" }).databaseSsl).toBe("disable");
  });

  it("follows the URL's sslmode, never weaker, and refuses a contradiction", () => {
    const url = (mode: string) => `postgres://u:p@db.example/refline?sslmode=${mode}`;
    expect(loadConfig({ DATABASE_URL: url("require") }).databaseSsl).toBe("require");
    expect(loadConfig({ DATABASE_URL: url("prefer") }).databaseSsl).toBe("require");
    expect(loadConfig({ DATABASE_URL: url("verify-ca") }).databaseSsl).toBe("verify-full");
    expect(issuesOf({ DATABASE_URL: url("require"), DATABASE_SSL: "disable" })[0]?.variable).toBe(
      "DATABASE_SSL",
    );
    expect(issuesOf({ DATABASE_URL: url("sometimes") })[0]?.variable).toBe("DATABASE_URL");
    expect(issuesOf({ DATABASE_SSL: "on" })[0]?.variable).toBe("DATABASE_SSL");
  });

  it("gives every driver the same option and a URL without TLS parameters", () => {
    const t = databaseTarget("postgres://u:p@h:5432/d?sslmode=require&application_name=x", "require");
    expect(t.url).toBe("postgres://u:p@h:5432/d?application_name=x");
    expect(t.ssl).toEqual({ rejectUnauthorized: false });
    expect(databaseTarget("postgres://h/d", "verify-full").ssl).toMatchObject({ rejectUnauthorized: true });
    expect(databaseTarget("postgres://h/d", "disable").ssl).toBe(false);
  });
});

describe("EMAIL_FROM and REPLY_TO", () => {
  it("take a display name; Reply-To defaults to SUPPORT_EMAIL", () => {
    const c = loadConfig({ EMAIL_FROM: "RefLine Reports <reports@refline.example>" });
    expect(c.env.EMAIL_FROM.header).toBe('"RefLine Reports" <reports@refline.example>');
    expect(c.replyTo.header).toBe("support@refline.example");
    const d = loadConfig({ EMAIL_FROM: "reports@x.example", REPLY_TO: '"Help, Desk" <help@x.example>' });
    expect(d.env.EMAIL_FROM.header).toBe("reports@x.example");
    expect(d.replyTo).toMatchObject({ name: "Help, Desk", address: "help@x.example" });
    expect(loadConfig({}).env.EMAIL_FROM.header).toBe('"RefLine" <reports@refline.example>');
  });

  it("refuses what is not an address", () => {
    expect(issuesOf({ EMAIL_FROM: "RefLine <nope>" })[0]?.variable).toBe("EMAIL_FROM");
    expect(issuesOf({ REPLY_TO: "help" })[0]?.variable).toBe("REPLY_TO");
    expect(issuesOf({ EMAIL_FROM: 'A "B" <a@b.example>' })[0]?.variable).toBe("EMAIL_FROM");
  });
});

describe("PUBLIC_BASE_URL", () => {
  it("must be https in production (Twilio refuses a ws:// relay)", () => {
    const issues = issuesOf({ ...production, PUBLIC_BASE_URL: "http://refline.example" });
    expect(issues).toEqual([
      { variable: "PUBLIC_BASE_URL", message: "must be an https:// address in production" },
    ]);
    expect(loadConfig({ PUBLIC_BASE_URL: "http://localhost:3000" }).publicBaseUrl).toBe(
      "http://localhost:3000",
    );
  });
});

describe(".env", () => {
  const printConfig = `
    import { loadConfigOrExit } from "${path.join(ROOT, "src/config.ts")}";
    const c = loadConfigOrExit();
    console.log(JSON.stringify({ name: c.env.PRODUCT_NAME, port: c.env.PORT }));`;
  const run = (dir: string, env: Record<string, string | undefined>) =>
    JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", printConfig], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          NODE_OPTIONS: `--import=${path.join(ROOT, "node_modules/tsx/dist/esm/index.mjs")}`,
          ...env,
        },
        encoding: "utf8",
      }),
    ) as { name: string; port: number };

  it(".env.example copied as .env starts the product as documented (empty means unset)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    try {
      writeFileSync(path.join(dir, ".env"), readFileSync(path.join(ROOT, ".env.example")));
      expect(run(dir, {})).toEqual({ name: "RefLine", port: 3000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is read in development, never overrides the environment, and is ignored in production", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    try {
      writeFileSync(path.join(dir, ".env"), "PRODUCT_NAME=FromDotEnv\nPORT=4321\n");
      expect(run(dir, {})).toEqual({ name: "FromDotEnv", port: 4321 });
      expect(run(dir, { PORT: "5000" })).toEqual({ name: "FromDotEnv", port: 5000 });
      expect(run(dir, { NODE_ENV: "test" })).toEqual({ name: "RefLine", port: 3000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
