import type { z } from "#kit/lib/zod";
import type { BlockDefinition } from "./block-kit";
import { pageHeaderBlock } from "./page-header.block";
import { richTextBlock } from "./rich-text.block";
import { cardGridBlock } from "./card-grid.block";
import { stepsBlock } from "./steps.block";
import { faqBlock } from "./faq.block";
import { ctaBandBlock } from "./cta-band.block";
import { imageBlock } from "./image.block";

/**
 * Every block type a page may hold, in the order the editor offers them (decision 057). A new
 * type is its `<type>.block.ts` here and its `<type>.view.tsx` in block-views.tsx
 * (docs/page-blocks.md).
 */
export const blockDefinitions = [
  pageHeaderBlock,
  richTextBlock,
  cardGridBlock,
  stepsBlock,
  faqBlock,
  ctaBandBlock,
  imageBlock,
] as const;

type AnyDefinition = (typeof blockDefinitions)[number];

export type BlockTypeName = AnyDefinition["type"];

/** What the view of type `T` draws (its `prepare`'s result). */
export type PreparedData<T extends BlockTypeName> =
  Extract<AnyDefinition, { type: T }> extends BlockDefinition<T, z.ZodType, infer Prepared>
    ? Prepared
    : never;

/** The data of a block of type `T` as the editor and the API hold it. */
export type BlockData<T extends BlockTypeName> = z.output<
  Extract<AnyDefinition, { type: T }>["schema"]
>;

const byType = new Map<string, AnyDefinition>(blockDefinitions.map((block) => [block.type, block]));

/** The definition of a stored type name, or undefined for a type this version does not know. */
export function blockDefinition(type: string): AnyDefinition | undefined {
  return byType.get(type);
}
