/**
 * Test data (no runtime use): hostile HTML that the back office's sanitizers must neutralize,
 * and a checker that every tag and attribute of a sanitized output is on an allow-list and no
 * URL uses a scheme that runs or embeds code. Shared by the hero and blog API tests.
 */
export const xssPayloads: readonly string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)><circle r=10 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href=" JaVaScRiPt:alert(1)">spazio iniziale</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entità</a>',
  '<a href="javascript&colon;alert(1)">entità nominata</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<div style="width: expression(alert(1))">css</div>',
  '<p style="background:url(javascript:alert(1))">css url</p>',
  '<span class="x" style="color:red" onmouseover="alert(1)">hover</span>',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>dettagli</details>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<!--<img src=x onerror=alert(1)>-->",
];

type AllowList = Readonly<Record<string, readonly string[]>>;

const badScheme = /^\s*(javascript|vbscript|data|file):/i;

/** Throws unless every tag and attribute in `html` is allowed and every URL is harmless. */
export function assertSafeHtml(html: string, allowed: AllowList): void {
  for (const match of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, , name = "", rest = ""] = match;
    const tag = name.toLowerCase();
    const attributes = allowed[tag];
    if (!attributes) throw new Error(`tag <${tag}> is not allowed in: ${html}`);
    for (const attr of rest.matchAll(/([^\s=/]+)\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+)/g)) {
      const attrName = attr[1]!.toLowerCase();
      const value = decodeEntities(attr[3] ?? attr[4] ?? attr[2] ?? "");
      if (!attributes.includes(attrName)) {
        throw new Error(`attribute ${attrName} on <${tag}> is not allowed in: ${html}`);
      }
      if (
        (attrName === "href" || attrName === "src") &&
        badScheme.test(value.replace(/[\t\n\r]/g, ""))
      ) {
        throw new Error(`unsafe URL ${value} in: ${html}`);
      }
    }
  }
  if (/<\s*script/i.test(html)) throw new Error(`script tag left in: ${html}`);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&amp;/gi, "&");
}
