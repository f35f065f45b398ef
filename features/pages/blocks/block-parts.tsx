import { lazy, Suspense, type ComponentProps } from "react";
import type { QuoteRequestButton } from "#features/contact/site/quote-request-button";

/**
 * Parts a block draws only when its data asks for them (decision 057): the quote button, whose
 * code a page without one never loads. Like the views, a page's parts are loaded before it is
 * drawn (features/pages/site/page-blocks.tsx), on the server by the page's loader.
 */
type QuoteButton = typeof QuoteRequestButton;

const partModules = {
  "quote-button": () =>
    import("#features/contact/site/quote-request-button").then(
      (module) => module.QuoteRequestButton,
    ),
};

export type BlockPartName = keyof typeof partModules;

const loaded: { "quote-button"?: QuoteButton } = {};

/** The parts `data` asks for: a quote button anywhere in it. */
export function partsOf(data: unknown): BlockPartName[] {
  return JSON.stringify(data ?? null).includes('"action":"quote"') ? ["quote-button"] : [];
}

export async function loadBlockParts(names: Iterable<string>): Promise<void> {
  for (const name of new Set(names)) {
    if (name === "quote-button" && !loaded["quote-button"]) {
      loaded["quote-button"] = await partModules["quote-button"]();
    }
  }
}

/** The part names among `names` (the template lists views and parts together). */
export const isBlockPart = (name: string): name is BlockPartName =>
  Object.hasOwn(partModules, name);

const LazyQuoteButton = lazy(async () => ({ default: await partModules["quote-button"]() }));

/** The quote button, loaded beforehand on a page; in the editor's preview it may still load. */
export function QuoteButtonPart(props: ComponentProps<QuoteButton>) {
  const Loaded = loaded["quote-button"];
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense>
      <LazyQuoteButton {...props} />
    </Suspense>
  );
}
