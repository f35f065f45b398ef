import type { PageType, StoredBlock } from "../page-content";
import type { AdminPage, PageBody } from "./pages-api";

/**
 * What the editor's form holds (decision 059): the page's title and address, its SEO texts
 * (the keywords as one line) and its blocks as stored.
 */
export type EditorBlock = { id: string; type: string; data: Record<string, unknown> };
export type EditorValues = {
  title: string;
  path: string;
  seo: {
    title: string;
    description: string;
    keywords: string;
    image: string | null;
    type: PageType;
    noindex: boolean;
  };
  blocks: EditorBlock[];
};

export function editorValues(page: AdminPage): EditorValues {
  const { seo } = page.draft;
  return {
    title: page.draft.title,
    path: page.path,
    seo: {
      title: seo.title ?? "",
      description: seo.description ?? "",
      keywords: seo.keywords.join(", "),
      image: seo.image,
      type: seo.type,
      noindex: seo.noindex,
    },
    blocks: page.draft.blocks.map((block) => ({
      id: block.id,
      type: block.type,
      data: (block.data ?? {}) as Record<string, unknown>,
    })),
  };
}

/** The form's values as the API takes them. */
export const pageBody = (values: EditorValues): PageBody => ({
  title: values.title,
  path: values.path,
  seo: {
    ...values.seo,
    keywords: values.seo.keywords
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean),
  },
  blocks: values.blocks as StoredBlock[],
});

/** Where the form shows a message of the API about `path` (`seo.keywords.2` → the keywords). */
export const formPathOf = (path: string) =>
  path.startsWith("seo.keywords") ? "seo.keywords" : path;

/** A new block's id: short, lower case, unique in the page. */
export function newBlockId(taken: readonly string[]): string {
  for (;;) {
    const id = `blocco-${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.includes(id)) return id;
  }
}
