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
    });
    expect(c.publicBaseUrl).toBe("https://refline.example");
    expect(c.autoMigrate).toBe(false);
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
