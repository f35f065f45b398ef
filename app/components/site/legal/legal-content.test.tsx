import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { siteSettingDefaults } from "#features/settings/site-settings";
import { AccessibilityStatement } from "./accessibility-statement";
import { LegalNotes } from "./legal-notes";
import { PolicyDocument } from "./policy-document";

const settings = {
  ...siteSettingDefaults,
  company_name: "Esempio Digitale S.r.l.",
  address_street: "Corso Porta Nuova 7",
  address_city: "37122 Verona (VR)",
  vat_number: "IT09876543210",
  email: "ciao@esempio.example",
  phone_primary: "+39 045 111 2233",
  phone_secondary: "",
};

function render(node: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("PolicyDocument", () => {
  it("shows the policy HTML as given", () => {
    const html = render(
      <PolicyDocument html="<h2>Titolare</h2><p>Testo</p>" email="a@b.example" />,
    );
    expect(html).toContain("<h2>Titolare</h2><p>Testo</p>");
    expect(html).not.toContain("Riprovare più tardi");
  });
  it("shows 'Riprovare più tardi' and the contact e-mail when there is no text", () => {
    const html = render(<PolicyDocument html={null} email="a@b.example" />);
    expect(html).toContain("Riprovare più tardi");
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('role="status"');
  });
});

describe("LegalNotes", () => {
  const html = render(<LegalNotes settings={settings} siteHost="www.esempio.example" />);

  it("has 15 numbered sections, each listed in the index", () => {
    const headings = [...html.matchAll(/<h2 id="sezione-(\d+)">([^<]*)<\/h2>/g)];
    expect(headings.map((match) => Number(match[1]))).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    headings.forEach((match, index) =>
      expect(text(match[2]!).startsWith(`${index + 1}. `)).toBe(true),
    );
    for (let n = 1; n <= 15; n += 1) expect(html).toContain(`href="#sezione-${n}"`);
    expect(text(html)).toContain("15. Contatti");
    expect(text(html)).toContain("14. Legge applicabile e foro competente");
  });

  it("takes the company's address, VAT and contacts from the settings", () => {
    const plain = text(html);
    expect(plain).toContain("Esempio Digitale S.r.l.");
    expect(plain).toContain("Corso Porta Nuova 7, 37122 Verona (VR)");
    expect(plain).toContain("Partita IVA IT09876543210");
    expect(html).toContain('href="mailto:ciao@esempio.example?subject=Note%20legali"');
    expect(html).toContain('href="tel:+390451112233"');
    // An empty second phone is left out.
    expect(plain).not.toContain("oppure");
    expect(plain).toContain("Foro di Verona");
    expect(plain).toContain("Il sito www.esempio.example (di seguito «Sito»)");
  });
});

describe("AccessibilityStatement", () => {
  const html = render(<AccessibilityStatement settings={settings} />);
  const plain = text(html);

  it("claims WCAG 2.1 AA and European Accessibility Act conformity", () => {
    expect(plain).toContain("WCAG 2.1 livello AA");
    expect(plain).toContain("European Accessibility Act");
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
