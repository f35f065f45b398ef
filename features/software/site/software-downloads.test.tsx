import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { SoftwareDownloads, type PublicSoftware } from "./software-downloads";

const render = (items: PublicSoftware[]) => renderToString(<SoftwareDownloads items={items} />);

describe("SoftwareDownloads", () => {
  it("says so when no software is available", () => {
    const html = render([]);
    expect(html).toContain("Nessun software disponibile al momento.");
    expect(html).not.toContain("Scarica");
  });

  it("shows name, category badge, description, size, platform and a download button", () => {
    const html = render([
      {
        id: 7,
        name: "Client VPN aziendale",
        version: "2.3.0",
        description: "Collegamento cifrato alla rete dell'ufficio.",
        category: "sicurezza",
        platform: "mac",
        fileSize: "9.80 MB",
      },
    ]);
    for (const text of [
      "Client VPN aziendale",
      "Sicurezza",
      "Collegamento cifrato",
      "9.80 MB",
      "macOS",
      "Scarica",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-label="Scarica Client VPN aziendale"');
  });
});
