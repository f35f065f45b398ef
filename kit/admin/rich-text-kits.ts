import { Extension, Node, type Extensions } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import Highlight from "@tiptap/extension-highlight";
import { Highlighter } from "lucide";
import { articleActions, historyActions, type ToolbarAction } from "./rich-text-toolbar";

/**
 * What a rich-text field lets the owner write: Tiptap's extensions, the toolbar's buttons, the
 * size of the editable area and the HTML the field receives from the editor's.
 */
export type RichTextKit = {
  extensions: Extensions;
  actions: readonly ToolbarAction[];
  /** Height and scrolling of the editable area. */
  areaClassName: string;
  /** The field's HTML from the editor's (the editor's when not given). */
  output?: (html: string) => string;
};

/** Articles and pages: headings, lists, links, blockquotes (the blog allow-list). */
export const articleKit: RichTextKit = {
  extensions: [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto", "tel"],
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
  ],
  actions: articleActions,
  areaClassName: "max-h-[32rem] min-h-56 overflow-y-auto",
};

/** A document of exactly one paragraph: Enter adds nothing (Shift+Enter breaks the line). */
const OneParagraph = Node.create({ name: "doc", topNode: true, content: "paragraph" });
const NoNewParagraph = Extension.create({
  name: "noNewParagraph",
  addKeyboardShortcuts: () => ({ Enter: () => true }),
});

/** In a short text Enter breaks the line, as Shift+Enter does: a paragraph is all there is. */
const EnterBreaksLine = Extension.create({
  name: "enterBreaksLine",
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.setHardBreak() };
  },
});

const highlightAction: ToolbarAction = {
  key: "highlight",
  label: "Evidenziato",
  shortcut: "Control+Shift+H",
  icon: Highlighter,
  run: (editor) => editor.chain().focus().toggleHighlight().run(),
  pressed: (editor) => editor.isActive("highlight"),
};

/** StarterKit for one paragraph: text, line breaks and history, plus the marks asked for. */
const oneParagraphStarter = (marks: { bold?: false; italic?: false }) =>
  StarterKit.configure({
    document: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    dropcursor: false,
    gapcursor: false,
    heading: false,
    horizontalRule: false,
    link: false,
    listItem: false,
    listKeymap: false,
    bulletList: false,
    orderedList: false,
    strike: false,
    trailingNode: false,
    underline: false,
    ...marks,
  });

/** The paragraph's content without its <p>: the fields hold inline HTML. */
const withoutParagraph = (html: string) => html.replace(/^<p>([\s\S]*)<\/p>$/, "$1");

/**
 * A title: one line of text (line breaks allowed) whose only formatting is "Evidenziato",
 * stored as <mark>; the field holds the paragraph's content without the <p>.
 */
export const highlightTitleKit: RichTextKit = {
  extensions: [
    OneParagraph,
    NoNewParagraph,
    oneParagraphStarter({ bold: false, italic: false }),
    Highlight.configure({ multicolor: false }),
  ],
  actions: [highlightAction, ...historyActions],
  areaClassName: "min-h-12",
  output: withoutParagraph,
};

const inlineActions = new Set(["bold", "italic"]);

/**
 * A short text shown as one paragraph (the hero's description, decision 051): bold and italic,
 * line breaks with Enter or Shift+Enter, stored as <strong>, <em> and <br> without the <p>.
 */
export const inlineTextKit: RichTextKit = {
  extensions: [OneParagraph, EnterBreaksLine, oneParagraphStarter({})],
  actions: [...articleActions.filter((action) => inlineActions.has(action.key)), ...historyActions],
  areaClassName: "min-h-20",
  output: withoutParagraph,
};
