import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("config", () => {
  it("runs with no environment at all: port 3000, simulated providers, embedded database", () => {
    const c = loadConfig({});
    expect(c.env.PORT).toBe(3000);
    expect(c.publicBaseUrl).toBe("http://localhost:3000");
    expect(c.env.PRODUCT_NAME).toBe("RefLine");
    expect(c.env.DATABASE_URL).toBeUndefined();
    expect(c.providers).toEqual({
      payments: "simulated",
      telephony: "simulated",
      email: "simulated",
      llm: "simulated",
    });
    expect(c.autoMigrate).toBe(true);
  });

  it("names the variable when a value is invalid", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", SUPPORT_EMAIL: "nope" });
    } catch (e) {
      const err = e as ConfigError;
      expect(err.issues.map((i) => i.variable).sort()).toEqual(["PORT", "SUPPORT_EMAIL"]);
      expect(err.message).toContain("PORT:");
    }
  });

  it("picks a live provider when its credentials are present, and can be forced either way", () => {
    const c = loadConfig({ POSTMARK_SERVER_TOKEN: "tok" });
    expect(c.providers.email).toBe("live");
    expect(loadConfig({ POSTMARK_SERVER_TOKEN: "tok", EMAIL_PROVIDER: "simulated" }).providers.email).toBe(
      "simulated",
    );
    expect(() => loadConfig({ EMAIL_PROVIDER: "live" })).toThrow(/POSTMARK_SERVER_TOKEN/);
  });

  it("refuses production without an encryption key and a public URL", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/ENCRYPTION_KEY[\s\S]*PUBLIC_BASE_URL/);
    const c = loadConfig({
      NODE_ENV: "production",
      ENCRYPTION_KEY: "x".repeat(32),
      PUBLIC_BASE_URL: "https://refline.example/",
      ALLOW_SIMULATED_PROVIDERS: "true",
    });
    expect(c.publicBaseUrl).toBe("https://refline.example");
    expect(c.autoMigrate).toBe(false);
  });

  const production = {
    NODE_ENV: "production",
    ENCRYPTION_KEY: "x".repeat(32),
    PUBLIC_BASE_URL: "https://r.example",
  };
  const liveKeys = {
    STRIPE_SECRET_KEY: "sk_live_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    TWILIO_ACCOUNT_SID: "AC" + "1".repeat(32),
    TWILIO_AUTH_TOKEN: "token",
    POSTMARK_SERVER_TOKEN: "pm",
    ANTHROPIC_API_KEY: "sk-ant",
  };
  const missingIn = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (e) {
      return (e as ConfigError).issues.map((i) => i.variable).sort();
    }
  };

  it("refuses production while any provider would be simulated, naming each missing variable", () => {
    expect(missingIn(production)).toEqual(Object.keys(liveKeys).sort());
    const { TWILIO_AUTH_TOKEN: _t, ANTHROPIC_API_KEY: _a, ...someKeys } = liveKeys;
    expect(missingIn({ ...production, ...someKeys })).toEqual(["ANTHROPIC_API_KEY", "TWILIO_AUTH_TOKEN"]);
    // Forcing a provider to simulated names the switch, whatever keys are present.
    expect(missingIn({ ...production, ...liveKeys, EMAIL_PROVIDER: "simulated" })).toEqual([
      "EMAIL_PROVIDER",
    ]);
    expect(missingIn({ ...production, ...liveKeys })).toEqual([]);
    // The operator's explicit opt-in.
    const allowed = loadConfig({ ...production, ALLOW_SIMULATED_PROVIDERS: "true" });
    expect(allowed.providers.telephony).toBe("simulated");
    expect(() => loadConfig({ ...production, ALLOW_SIMULATED_PROVIDERS: "maybe" })).toThrow(
      /ALLOW_SIMULATED_PROVIDERS/,
    );
    // Outside production simulation needs no opt-in.
    expect(missingIn({})).toEqual([]);
  });

  it("listens on loopback outside production unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ ...production, ...liveKeys }).host).toBe("0.0.0.0");
    expect(loadConfig({ ...production, ...liveKeys, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: "  ", DATABASE_URL: "" }).providers.payments).toBe("simulated");
  });

  it("takes a Google Analytics 4 measurement id, or names ANALYTICS_ID", () => {
    expect(loadConfig({ ANALYTICS_ID: "G-ABC123XYZ" }).env.ANALYTICS_ID).toBe("G-ABC123XYZ");
    expect(loadConfig({ ANALYTICS_ID: "" }).env.ANALYTICS_ID).toBeUndefined();
    expect(() => loadConfig({ ANALYTICS_ID: "UA-1234-1" })).toThrow(/ANALYTICS_ID/);
    expect(() => loadConfig({ ANALYTICS_ID: 'G-1"><script>' })).toThrow(/ANALYTICS_ID/);
  });
});
