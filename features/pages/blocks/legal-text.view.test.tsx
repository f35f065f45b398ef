import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { siteSettingDefaults } from "#features/settings/site-settings";
import legalNotes from "#db/seed/pages/note-legali.json" with { type: "json" };
import accessibility from "#db/seed/pages/accessibilita.json" with { type: "json" };
import { blockNeeds, PageBlocks } from "../site/page-blocks";
import { loadBlockViews } from "../site/load-block-views";
import { pageBlocksSchema } from "../page.schema";

/** The shipped legal pages drawn with other company data: the settings fill the text. */
const settings = {
  ...siteSettingDefaults,
  site_name: "Esempio",
  company_name: "Esempio Digitale S.r.l.",
  address_street: "Corso Porta Nuova 7",
  address_city: "37122 Verona (VR)",
  vat_number: "IT09876543210",
  email: "ciao@esempio.example",
  phone_primary: "+39 045 111 2233",
  phone_secondary: "",
};

// The views and parts of both pages, loaded before drawing, as a page's loader does.
await loadBlockViews(
  blockNeeds(pageBlocksSchema.parse([...legalNotes.blocks, ...accessibility.blocks])),
);

function render(blocks: unknown, path: string) {
  const parsed = pageBlocksSchema.parse(blocks);
  const Stub = createRoutesStub([
    {
      id: "root",
      path,
      Component: () => <PageBlocks blocks={parsed} />,
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: { root: { settings, siteUrl: "https://www.esempio.example" } },
      }}
    />,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("the legal notes page", () => {
  const html = render(legalNotes.blocks, "/note-legali");
  const plain = text(html);

  it("has 15 numbered sections, each listed in the index", () => {
    const headings = [...html.matchAll(/<h2 id="sezione-(\d+)">([^<]*)<\/h2>/g)];
    expect(headings.map((match) => Number(match[1]))).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    headings.forEach((match, index) =>
      expect(text(match[2]!).startsWith(`${index + 1}. `)).toBe(true),
    );
    for (let n = 1; n <= 15; n += 1) expect(html).toContain(`href="#sezione-${n}"`);
    expect(plain).toContain("15. Contatti");
    expect(plain).toContain("14. Legge applicabile e foro competente");
  });

  it("takes the company's name, address, VAT, site and contacts from the settings", () => {
    expect(plain).toContain("Le condizioni di utilizzo del sito di Esempio:");
    expect(plain).toContain("Esempio Digitale S.r.l.");
    expect(plain).toContain("Corso Porta Nuova 7, 37122 Verona (VR)");
    expect(plain).toContain("Partita IVA IT09876543210");
    expect(plain).toContain("Il sito www.esempio.example (di seguito «Sito»)");
    expect(html).toContain('href="mailto:ciao@esempio.example?subject=Note%20legali"');
    expect(html).toContain('href="tel:+390451112233"');
    // An empty second phone is left out; no placeholder is left unfilled.
    expect(plain).not.toContain("oppure");
    expect(plain).not.toMatch(/\{[a-z_]+\}/);
    expect(plain).toContain("Foro di Verona");
    expect(html).toContain('aria-current="page"');
  });
});

describe("the accessibility statement", () => {
  const html = render(accessibility.blocks, "/accessibilita");
  const plain = text(html);

  it("claims WCAG 2.1 AA and European Accessibility Act conformity", () => {
    expect(plain).toContain("WCAG 2.1 livello AA");
    expect(plain).toContain("European Accessibility Act");
    expect(plain).toContain("Esempio Digitale S.r.l. si impegna");
  });

  it("promises a reply within 5 working days, with e-mail and phone from the settings", () => {
    expect(plain).toContain("entro 5 giorni lavorativi");
    expect(html).toContain(
      'href="mailto:ciao@esempio.example?subject=Segnalazione%20accessibilit%C3%A0"',
    );
    expect(html).toContain('href="tel:+390451112233"');
  });

  it("explains the enforcement procedure with AgID", () => {
    expect(plain).toContain("Procedura di attuazione");
    expect(plain).toContain("Agenzia per l'Italia Digitale (AgID)");
    expect(html).toContain('href="https://www.agid.gov.it/"');
  });
});
