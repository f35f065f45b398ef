import { useRef, useState, type KeyboardEvent } from "react";
import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type IconNode,
} from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";

export type ToolbarAction = {
  key: string;
  label: string;
  /** Shown in the tooltip and announced through aria-keyshortcuts. */
  shortcut?: string;
  icon: IconNode;
  run: (editor: Editor) => void;
  /** A toggle button: whether it is on, reported with aria-pressed. */
  pressed?: (editor: Editor) => boolean;
  /** Whether the button can act now (undo, redo); always when not given. */
  available?: (editor: Editor) => boolean;
};

const chain = (editor: Editor) => editor.chain().focus();

/** Undo and redo, the last two buttons of every toolbar. */
export const historyActions: ToolbarAction[] = [
  {
    key: "undo",
    label: "Annulla modifica",
    shortcut: "Control+Z",
    icon: Undo2,
    run: (e) => chain(e).undo().run(),
    available: (e) => e.can().undo(),
  },
  {
    key: "redo",
    label: "Ripeti modifica",
    shortcut: "Control+Shift+Z",
    icon: Redo2,
    run: (e) => chain(e).redo().run(),
    available: (e) => e.can().redo(),
  },
];

const active =
  (name: string, attributes?: Record<string, unknown>) =>
  (editor: Editor): boolean =>
    editor.isActive(name, attributes);

/** The article toolbar: bold, italic, H2, H3, lists, blockquote, link, undo, redo. */
export const articleActions: ToolbarAction[] = [
  {
    key: "bold",
    label: "Grassetto",
    shortcut: "Control+B",
    icon: Bold,
    pressed: active("bold"),
    run: (e) => chain(e).toggleBold().run(),
  },
  {
    key: "italic",
    label: "Corsivo",
    shortcut: "Control+I",
    icon: Italic,
    pressed: active("italic"),
    run: (e) => chain(e).toggleItalic().run(),
  },
  {
    key: "h2",
    label: "Titolo di sezione (H2)",
    shortcut: "Control+Alt+2",
    icon: Heading2,
    pressed: active("heading", { level: 2 }),
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
  },
  {
    key: "h3",
    label: "Sottotitolo (H3)",
    shortcut: "Control+Alt+3",
    icon: Heading3,
    pressed: active("heading", { level: 3 }),
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bulletList",
    label: "Elenco puntato",
    shortcut: "Control+Shift+8",
    icon: List,
    pressed: active("bulletList"),
    run: (e) => chain(e).toggleBulletList().run(),
  },
  {
    key: "orderedList",
    label: "Elenco numerato",
    shortcut: "Control+Shift+7",
    icon: ListOrdered,
    pressed: active("orderedList"),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    key: "blockquote",
    label: "Citazione",
    shortcut: "Control+Shift+B",
    icon: Quote,
    pressed: active("blockquote"),
    run: (e) => chain(e).toggleBlockquote().run(),
  },
  { key: "link", label: "Link", icon: LinkIcon, pressed: active("link"), run: () => undefined },
  ...historyActions,
];

type Props = {
  editor: Editor;
  actions: readonly ToolbarAction[];
  /** Id of the editable area the toolbar formats. */
  controls: string;
  label: string;
  onLink: () => void;
  disabled?: boolean;
};

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys, Home and End
 * move between buttons; toggles say whether they are on with aria-pressed.
 */
export function RichTextToolbar({ editor, actions, controls, label, onLink, disabled }: Props) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      actions.map((action) => ({
        pressed: action.pressed?.(e) ?? false,
        available: action.available?.(e) ?? true,
      })),
  });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    // The button the key was pressed on: a key right after a focus change comes before React
    // has rendered the new focusIndex.
    const target = buttons.current.indexOf(event.target as HTMLButtonElement);
    const current = target >= 0 ? target : focusIndex;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50 p-1.5"
    >
      {actions.map((action, index) => {
        const icon = action.icon;
        const unavailable = !state[index]?.available;
        return (
          <button
            key={action.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={action.label}
            title={
              action.shortcut
                ? `${action.label} (${action.shortcut.replaceAll("Control", "Ctrl")})`
                : action.label
            }
            aria-keyshortcuts={action.shortcut}
            aria-pressed={action.pressed ? Boolean(state[index]?.pressed) : undefined}
            aria-disabled={disabled || unavailable || undefined}
            onFocus={() => setFocusIndex(index)}
            // Keep the text selection in the editor while clicking.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (disabled || unavailable) return;
              if (action.key === "link") onLink();
              else action.run(editor);
            }}
            className={cn(
              "inline-flex size-9 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
              "aria-pressed:bg-brand-100 aria-pressed:text-brand-900 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500",
              action.key === "undo" ? "ml-2" : null,
            )}
          >
            <Icon node={icon} className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
