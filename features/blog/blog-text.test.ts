import { describe, expect, it } from "vitest";
import { htmlToText } from "./blog-text";

describe("htmlToText", () => {
  it("drops tags, scripts and comments and folds white space", () => {
    expect(
      htmlToText("<p>Ciao <strong>a tutti</strong></p><!-- nota --><script>x()</script><p>bis</p>"),
    ).toBe("Ciao a tutti bis");
  });

  it("decodes HTML entities by their exact name, as a browser does", () => {
    expect(
      htmlToText(
        "<p>&Egrave; vero: &egrave; gi&agrave; &laquo;fatto&raquo; &amp; &euro;&nbsp;5</p>",
      ),
    ).toBe("È vero: è già «fatto» & € 5");
    expect(htmlToText("&#232; &#xE0; &lt;b&gt; &unknown;")).toBe("è à <b> &unknown;");
  });

  it("gives an empty text for no HTML", () => {
    expect(htmlToText(null)).toBe("");
    expect(htmlToText("")).toBe("");
  });
});
