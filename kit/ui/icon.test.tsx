import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ArrowLink, BackLink } from "./icon";

const html = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("arrow links", () => {
  it("put the right arrow after the text, small unless asked for the button size", () => {
    const small = html(
      <ArrowLink to="/blog" className="arrow-link">
        Tutti gli articoli
      </ArrowLink>,
    );
    expect(small).toMatch(
      /^<a class="arrow-link" href="\/blog"( data-discover="true")?>Tutti gli articoli<svg viewBox="0 0 24 24" class="icon size-4" aria-hidden="true"><path d="M5 12h14"><\/path><path d="m12 5 7 7-7 7"><\/path><\/svg><\/a>$/,
    );
    expect(html(<ArrowLink to="/portfolio" size="size-5" />)).toContain('class="icon size-5"');
  });

  it("put the left arrow before the text of a back link", () => {
    const back = html(<BackLink to="/servizi">Torna ai servizi</BackLink>);
    expect(back).toMatch(
      /^<a href="\/servizi"( data-discover="true")?><svg viewBox="0 0 24 24" class="icon size-4" aria-hidden="true"><path d="m12 19-7-7 7-7"><\/path><path d="M19 12H5"><\/path><\/svg>Torna ai servizi<\/a>$/,
    );
  });
});
