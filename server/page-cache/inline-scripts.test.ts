import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts";
import { chooseEncoding } from "./encoding";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("withoutNonce", () => {
  it("takes out every nonce attribute", () => {
    const html =
      '<script nonce="n0nce+/=">a()</script><link rel="modulepreload" nonce="n0nce+/="/>';
    expect(withoutNonce(html, "n0nce+/=")).toBe('<script>a()</script><link rel="modulepreload"/>');
  });

  it("refuses a page that still holds the nonce elsewhere", () => {
    expect(withoutNonce('<script nonce="abc">x="abc"</script>', "abc")).toBeNull();
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts the browser runs, once each, and nothing else", () => {
    const html =
      "<script>one()</script>" +
      '<script type="module" async="">import "/a.js";</script>' +
      '<script type="application/ld+json">{"a":1}</script>' +
      '<script src="/assets/x.js"></script>' +
      "<script>one()</script>" +
      "<script>\nmultiline();\n</script>";
    expect(inlineScriptHashes(html)).toEqual([
      sha("one()"),
      sha('import "/a.js";'),
      sha("\nmultiline();\n"),
    ]);
  });

  it("hashes the UTF-8 bytes of the text", () => {
    expect(inlineScriptHashes("<script>t='è'</script>")).toEqual([sha("t='è'")]);
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["deflate", "identity"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0", "br"],
    ["identity", "identity"],
    ["x-gzip", "gzip"],
  ] as const)("%s -> %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
