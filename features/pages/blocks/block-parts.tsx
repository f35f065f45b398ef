import type { ComponentProps } from "react";
import type { QuoteRequestButton } from "#features/contact/site/quote-request-button";

/**
 * Parts a block draws only when its data asks for them (decision 057): the quote button, whose
 * code a page without one never loads. Like the views, a page's parts are loaded before it is
 * drawn (features/pages/site/load-block-views.ts fills `loadedParts`).
 */
export const blockPartNames = ["quote-button"] as const;
export type BlockPartName = (typeof blockPartNames)[number];

export const loadedParts: { "quote-button"?: typeof QuoteRequestButton } = {};

/** The parts `data` asks for: a quote button anywhere in it. */
export function partsOf(data: unknown): BlockPartName[] {
  return JSON.stringify(data ?? null).includes('"action":"quote"') ? ["quote-button"] : [];
}

/** The quote button, loaded before the page is drawn (nothing while it is not). */
export function QuoteButtonPart(props: ComponentProps<typeof QuoteRequestButton>) {
  const Loaded = loadedParts["quote-button"];
  return Loaded ? <Loaded {...props} /> : null;
}
