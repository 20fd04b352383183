import { describe, expect, it } from "vitest";
import { placeOfNumber } from "../../src/services/scheduling/zones";

/** Where numbers ring: region from the area code (or exchange), zones with their uncertainty. */
describe("number → region and zones", () => {
  it("derives the province or state from the area code", () => {
    const cases: [string, string][] = [
      ["+14165550100", "CA-ON"],
      ["+15145550100", "CA-QC"],
      ["+14185550100", "CA-QC"],
      ["+15065550100", "CA-NB"],
      ["+17095550100", "CA-NL"],
      ["+13065550100", "CA-SK"],
      ["+16045550100", "CA-BC"],
      ["+14035550100", "CA-AB"],
      ["+12045550100", "CA-MB"],
      ["+14155550100", "US-CA"],
      ["+12125550100", "US-NY"],
      ["+12025550100", "US-DC"],
      ["+18125550100", "US-IN"],
      ["+12065550100", "US-WA"],
      ["+19075550100", "US-AK"],
    ];
    for (const [phone, region] of cases) {
      const p = placeOfNumber(phone);
      expect(p.regions, phone).toEqual([region]);
      expect(p.regionCertain, phone).toBe(true);
    }
  });

  it("uses the exchange where an area code spans provinces, and keeps every candidate otherwise", () => {
    // 867 Whitehorse exchange → Yukon; 902 Halifax → Nova Scotia.
    expect(placeOfNumber("+18676675555").regions).toEqual(["CA-YT"]);
    expect(placeOfNumber("+19024255555").regions).toEqual(["CA-NS"]);
    // An 867 exchange the data does not know: any of the three territories.
    const unknown = placeOfNumber("+18672345678");
    expect(unknown.regionCertain).toBe(false);
    expect([...unknown.regions].sort()).toEqual(["CA-NT", "CA-NU", "CA-YT"]);
  });

  it("an Evansville exchange is Central; an unlisted 812 or 219 exchange may be either zone", () => {
    const evansville = placeOfNumber("+18124211234");
    expect(evansville.zones).toEqual(["America/Chicago"]);
    expect(evansville.zoneCertain).toBe(true);
    for (const phone of ["+18125550100", "+12192345678"]) {
      const p = placeOfNumber(phone);
      expect(p.zoneCertain, phone).toBe(false);
      expect([...p.zones].sort(), phone).toEqual(["America/Chicago", "America/New_York"]);
    }
  });

  it("Lloydminster's Saskatchewan-side numbers (306-825) keep Alberta time; the rest of 306 does not", () => {
    const lloyd = placeOfNumber("+13068251234");
    expect(lloyd.zones).toEqual(["America/Edmonton"]);
    expect(lloyd.zoneCertain).toBe(true);
    expect(lloyd.regions).toEqual(["CA-SK"]);
    expect(placeOfNumber("+13065550100").zones).toEqual(["America/Regina"]);
  });
  it("Yukon numbers carry Yukon's own clock (UTC−7 all year)", () => {
    expect(placeOfNumber("+18676675555").zones).toContain("America/Whitehorse");
  });

  it("toll-free and non-geographic numbers have no place (they are refused at intake)", () => {
    for (const phone of ["+18002345678", "+18882345678", "+15002345678", "+16002345678"]) {
      const p = placeOfNumber(phone);
      expect(p.zones, phone).toEqual([]);
    }
  });

  it("UK and Australian numbers: nation or states, and their zones", () => {
    expect(placeOfNumber("+442071234567")).toMatchObject({
      country: "GB",
      regions: ["GB-ENG"],
      zones: ["Europe/London"],
    });
    expect(placeOfNumber("+442890123456").regions).toEqual(["GB-NIR"]);
    expect(placeOfNumber("+447400123456").regions).toHaveLength(4); // a mobile: any nation
    const mobile = placeOfNumber("+61412345678");
    expect(mobile.regions).toHaveLength(8);
    expect(mobile.zones).toEqual(expect.arrayContaining(["Australia/Perth", "Australia/Sydney"]));
    expect(placeOfNumber("+61892345678").zones).toContain("Australia/Perth");
  });
});
