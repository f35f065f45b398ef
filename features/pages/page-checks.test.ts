import { describe, expect, it } from "vitest";
import { pageChecks, publishBlockers } from "./page-checks";

const header = { id: "intro", type: "page-header", data: { title: "Sicurezza", buttons: [] } };
const text = (bodyHtml: string, title?: string) => ({
  id: `t${bodyHtml.length}`,
  type: "rich-text",
  data: { title, bodyHtml },
});
const content = (blocks: object[], seo: object = { description: "Una descrizione." }) => ({
  title: "Sicurezza",
  seo,
  blocks: blocks as { id: string; type: string; data: unknown }[],
});
const levels = (checks: ReturnType<typeof pageChecks>) =>
  Object.fromEntries(checks.map((check) => [check.id, check.level]));

describe("the SEO checklist", () => {
  it("passes a page with one h1, ordered headings and short texts", () => {
    const checks = pageChecks(content([header, text("<h3>Sotto</h3><p>x</p>", "Sezione")]));
    expect(checks.every((check) => check.level === "ok")).toBe(true);
  });

  it("warns about long meta texts and a missing description", () => {
    const long = pageChecks(
      content([header], { title: "x".repeat(61), description: "y".repeat(161) }),
    );
    expect(levels(long)).toMatchObject({ "meta-title": "warning", "meta-description": "warning" });
    expect(levels(pageChecks(content([header], {})))["meta-description"]).toBe("warning");
  });

  it("asks for exactly one h1 and says what to do", () => {
    const none = pageChecks(content([text("<p>x</p>", "Sezione")]));
    expect(none.find((check) => check.id === "h1")?.text).toContain("Intestazione della pagina");
    const two = pageChecks(content([header, { ...header, id: "altro" }]));
    expect(two.find((check) => check.id === "h1")?.text).toContain("2 titoli principali");
  });

  it("finds a level skipped, inside rich text too", () => {
    const checks = pageChecks(content([header, text("<h4>Dettagli</h4>")]));
    const skip = checks.find((check) => check.id.startsWith("heading-0"));
    expect(skip?.text).toContain("«Dettagli»");
    expect(skip?.text).toContain("usa un h2");
  });

  it("blocks publishing for an image without alternative text", () => {
    const image = (imageAlt: string | null) => ({
      id: "foto",
      type: "image",
      data: { image: "/uploads/a.webp", imageAlt },
    });
    expect(publishBlockers([header, image(null)])).toHaveLength(1);
    expect(publishBlockers([header, image("  ")])).toHaveLength(1);
    expect(publishBlockers([header, image("Una sala")])).toEqual([]);
    expect(publishBlockers([header, { ...image(null), data: { image: null } }])).toEqual([]);
  });

  it("blocks publishing for a block its type does not accept, or whose type is gone", () => {
    const broken = { id: "rotto", type: "page-header", data: { title: 7 } };
    const gone = { id: "vecchio", type: "banner-natale", data: {} };
    const checks = pageChecks(content([header, broken, gone]));
    expect(levels(checks)).toMatchObject({ "block-rotto": "error", "block-vecchio": "error" });
    expect(checks.find((check) => check.id === "block-vecchio")?.text).toBe(
      "Il blocco 3 è di un tipo che il sito non usa più: rimuovilo. Finché c'è, la pagina non si può pubblicare.",
    );
    expect(publishBlockers([header, broken]).map((check) => check.id)).toEqual(["block-rotto"]);
    expect(publishBlockers([header])).toEqual([]);
  });

  it("warns about links to pages that do not exist or are not published", () => {
    const cards = {
      id: "schede",
      type: "card-grid",
      data: {
        title: "Schede",
        cards: [
          { title: "Uno", linkTo: "/contatti#modulo" },
          { title: "Due", linkTo: "/non-esiste" },
          { title: "Tre", linkTo: "https://example.com/x" },
        ],
      },
    };
    const checks = pageChecks(content([header, cards, text('<p><a href="/bozza">b</a></p>')]), {
      live: ["/contatti"],
      drafts: ["/bozza"],
    });
    const links = checks.filter((check) => check.id.startsWith("link-")).map((c) => c.text);
    expect(links).toHaveLength(2);
    expect(links[0]).toContain("/non-esiste");
    expect(links[0]).toContain("non esiste");
    expect(links[1]).toContain("non ancora pubblicata");
  });
});
