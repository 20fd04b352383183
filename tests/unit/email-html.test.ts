import { describe, expect, it } from "vitest";
import { plainHtml } from "../../src/services/email/keyed";

describe("the HTML part of a product e-mail", () => {
  it("makes every web address a link, keeping the sentence's full stop outside it", () => {
    const html = plainHtml(
      "Open your authorization page: https://refline.example/authorize#t=abc_DEF-1\nCheck status: https://refline.example/check-status/XyZ.",
    );
    expect(html).toContain(
      '<a href="https://refline.example/authorize#t=abc_DEF-1">https://refline.example/authorize#t=abc_DEF-1</a>',
    );
    expect(html).toContain(
      '<a href="https://refline.example/check-status/XyZ">https://refline.example/check-status/XyZ</a>.',
    );
  });

  it("still escapes the text around links", () => {
    const html = plainHtml('Hi <b>"Sam"</b> & co: http://x.example/a?b=1&c=2');
    expect(html).toContain("Hi &lt;b&gt;&quot;Sam&quot;&lt;/b&gt; &amp; co: ");
    expect(html).toContain('<a href="http://x.example/a?b=1&amp;c=2">');
    expect(html).not.toContain("<b>");
  });
});
