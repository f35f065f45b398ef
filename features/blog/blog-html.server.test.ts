import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "./blog-html.server";

describe("sanitizeBlogHtml", () => {
  it("keeps the allow-listed structure", () => {
    const html =
      "<h2>Titolo</h2><h3>Sotto</h3><h4>Dettaglio</h4><p>Testo <strong>forte</strong> e <em>enfasi</em> " +
      '<a href="https://example.com/a">link</a></p><ul><li>uno</li></ul><ol><li>due</li></ol>' +
      "<blockquote>citazione</blockquote><pre><code>const a = 1;</code></pre>";
    expect(sanitizeBlogHtml(html)).toBe(html);
  });
  it("removes scripts, styles, event handlers, frames and dangerous links", () => {
    const dirty =
      '<p onclick="x()" style="color:red" class="c">ok</p><script>alert(1)</script>' +
      '<style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(2)" target="_blank" onmouseover="y()">via</a>' +
      '<img src="x" onerror="alert(3)"><img src="javascript:alert(4)" alt="no">';
    const clean = sanitizeBlogHtml(dirty);
    expect(clean).toBe('<p>ok</p><a>via</a><img src="x" alt="" loading="lazy" decoding="async" />');
    expect(clean).not.toMatch(/script|style|onclick|onerror|onmouseover|iframe|javascript|class=/i);
  });
  it("maps h1 to h2 and h5/h6 to h4, keeps image alt text and the text of unknown tags", () => {
    expect(sanitizeBlogHtml("<h1>A</h1><h5>B</h5><h6>C</h6>")).toBe(
      "<h2>A</h2><h4>B</h4><h4>C</h4>",
    );
    expect(sanitizeBlogHtml('<img src="/uploads/images/a.webp" alt="Schema">')).toBe(
      '<img src="/uploads/images/a.webp" alt="Schema" loading="lazy" decoding="async" />',
    );
    expect(sanitizeBlogHtml("<div><span>testo</span></div>")).toBe("testo");
    expect(sanitizeBlogHtml("")).toBe("");
  });
});
