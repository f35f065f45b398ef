import { lazy, type ComponentType } from "react";
import type { BlockTypeName, PreparedData } from "./block-catalog";

/**
 * How each block type is drawn on the public site and in the editor's preview (decision 057),
 * one module per type. In the browser each is loaded when a page first shows a block of its
 * type, so a page's JavaScript holds only the views it uses; on the server all are loaded once,
 * before the first render, so the HTML is written whole.
 */
type View<Type extends BlockTypeName> = ComponentType<{ id: string; data: PreparedData<Type> }>;
type ViewModule<Type extends BlockTypeName> = () => Promise<View<Type>>;

export const blockViewModules: { [Type in BlockTypeName]: ViewModule<Type> } = {
  "page-header": () => import("./page-header.view").then((module) => module.PageHeaderView),
  "rich-text": () => import("./rich-text.view").then((module) => module.RichTextView),
  "card-grid": () => import("./card-grid.view").then((module) => module.CardGridView),
  steps: () => import("./steps.view").then((module) => module.StepsView),
  faq: () => import("./faq.view").then((module) => module.FaqView),
  "cta-band": () => import("./cta-band.view").then((module) => module.CtaBandView),
  "contact-header": () =>
    import("./contact-header.view").then((module) => module.ContactHeaderView),
  "contact-form": () => import("./contact-form.view").then((module) => module.ContactFormView),
  "ai-analysis-form": () =>
    import("./ai-analysis-form.view").then((module) => module.AiAnalysisFormView),
};

type AnyView = ComponentType<{ id: string; data: unknown }>;
const modules = blockViewModules as Record<string, () => Promise<AnyView>>;

/** Every view, loaded: the server's (top-level await in its build, never in the browser's). */
const loaded: Record<string, AnyView> | null = import.meta.env.SSR
  ? Object.fromEntries(
      await Promise.all(Object.entries(modules).map(async ([type, load]) => [type, await load()])),
    )
  : null;

const lazyViews: Record<string, AnyView> = Object.fromEntries(
  Object.entries(modules).map(([type, load]) => [
    type,
    lazy(async () => ({ default: await load() })),
  ]),
);

/** The view of a block type, or undefined for a type this version does not draw. */
export function blockView(type: string): AnyView | undefined {
  return Object.hasOwn(modules, type) ? (loaded ?? lazyViews)[type] : undefined;
}

/** Loads the views of `types` (before a page is shown after a navigation, so it never flashes). */
export async function loadBlockViews(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((type) => Object.hasOwn(modules, type))
      .map((type) => modules[type]!()),
  );
}
