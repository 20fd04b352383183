import { describe, expect, it } from "vitest";
import { explainTlsFailure } from "../../src/db/tls";

const untrusted = (message: string) =>
  Object.assign(new Error(message), { code: "UNABLE_TO_VERIFY_LEAF_SIGNATURE" });

describe("explainTlsFailure: the same operator message whatever Node's own words", () => {
  it("Node 20 and 22: the reason in parentheses, then the fixes", () => {
    expect(explainTlsFailure(untrusted("unable to verify the first certificate"), "verify-full")).toBe(
      "DATABASE_SSL=verify-full: the database server's certificate is not trusted (unable to verify the first certificate). " +
        "Give the CA that signed it with NODE_EXTRA_CA_CERTS=/path/ca.pem or ?sslrootcert=/path/ca.pem in DATABASE_URL " +
        "or use DATABASE_SSL=require to encrypt without checking the certificate.",
    );
  });

  it("Node 24 appends a --use-system-ca hint: it becomes one of the fixes, not part of the reason", () => {
    const message =
      "unable to verify the first certificate; if the root CA is installed locally, try running Node.js with --use-system-ca";
    expect(explainTlsFailure(untrusted(message), "verify-full")).toBe(
      "DATABASE_SSL=verify-full: the database server's certificate is not trusted (unable to verify the first certificate). " +
        "Give the CA that signed it with NODE_EXTRA_CA_CERTS=/path/ca.pem or ?sslrootcert=/path/ca.pem in DATABASE_URL, " +
        "NODE_OPTIONS=--use-system-ca if the CA is in this machine's trust store, " +
        "or use DATABASE_SSL=require to encrypt without checking the certificate.",
    );
  });

  it("is not about TLS for any other failure", () => {
    expect(
      explainTlsFailure(
        Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
        "require",
      ),
    ).toBeNull();
  });
});
