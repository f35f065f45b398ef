import { useEffect, useRef, useState, type ReactNode } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { cn } from "#kit/ui/cn";
import { blogProseClasses } from "#kit/ui/prose";
import { FieldMessages, RequiredMark, describedBy } from "#kit/ui/field";
import { RichTextToolbar } from "./rich-text-toolbar";
import { RichTextLinkForm } from "./rich-text-link-form";
import { articleKit, type RichTextKit } from "./rich-text-kits";

const same = (html: string) => html;

/** The field's HTML of the editor's text, "" when it is empty. */
const htmlOf = (editor: Editor, output: (html: string) => string) =>
  editor.isEmpty ? "" : output(editor.getHTML());

type Props = {
  /** Id of the editable area (unique in the page). */
  id: string;
  label: ReactNode;
  /** The HTML to start from. Later changes are applied only while the editor is not focused. */
  value: string;
  /** Called with the editor's HTML on every change ("" when it is empty). */
  onChange: (html: string) => void;
  /** Called when the editable area loses focus (react-hook-form's field.onBlur). */
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** What may be written and how (default: an article, the blog's allow-list). */
  kit?: RichTextKit;
  /** Classes for the text inside the editor; default: the public blog's article style. */
  contentClassName?: string;
  className?: string;
};

/**
 * Rich-text editor for HTML fields of the back office (Tiptap 3, decision 003): a labelled
 * editable area (role textbox, multi-line) with an accessible toolbar and Tiptap's keyboard
 * shortcuts. The kit says what may be written: an article (bold, italic, H2, H3, lists, link,
 * blockquote) or a title with only "Evidenziato" (rich-text-kits.ts); undo and redo always.
 * It only produces tags the field's allow-list keeps; the server still sanitizes every write.
 * With react-hook-form use a <Controller> and pass field.value / field.onChange / field.onBlur.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  hint,
  disabled,
  kit = articleKit,
  contentClassName = blogProseClasses,
  className,
}: Props) {
  const output = kit.output ?? same;
  const labelId = `${id}-label`;
  const [linkOpen, setLinkOpen] = useState(false);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  /**
   * The HTML last given from outside and the editor's own serialisation of it: they differ in
   * white space and markup details only, so a text the editor writes back unchanged hands the
   * given HTML back, and the form is not "changed" when nothing was (decision 050).
   */
  const given = useRef<{ value: string; html: string | null }>({ value, html: null });

  const describedIds = describedBy(id, error, hint);
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedIds ? { "aria-describedby": describedIds } : {}),
    ...(required ? { "aria-required": "true" } : {}),
    ...(error ? { "aria-invalid": "true" } : {}),
    class: cn(
      kit.areaClassName,
      "rounded-b-lg border bg-white px-4 py-3 text-base focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700",
      error ? "border-red-700" : "border-slate-400",
      contentClassName,
    ),
  };
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    content: value,
    extensions: kit.extensions,
    editorProps: { attributes },
    onCreate: ({ editor: current }) => {
      given.current.html = htmlOf(current, output);
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current, output);
      callbacks.current.onChange(html === given.current.html ? given.current.value : html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // Error and hint change after validation: update the area's ARIA without a new editor.
  useEffect(() => {
    if (editor) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  // A new value from outside (e.g. a form reset) replaces the text unless the user is typing.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = htmlOf(editor, output);
    if (value === current) return;
    if (value === given.current.value && current === given.current.html) return;
    editor.commands.setContent(value, { emitUpdate: false });
    given.current = { value, html: htmlOf(editor, output) };
  }, [editor, value, output]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className={className}>
      <span
        id={labelId}
        className="block text-sm font-semibold text-slate-800"
        onClick={() => editor?.commands.focus()}
      >
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className="mt-1.5">
        {editor ? (
          <>
            <RichTextToolbar
              editor={editor}
              actions={kit.actions}
              controls={id}
              label="Formattazione del testo"
              onLink={() => setLinkOpen(true)}
              disabled={disabled}
            />
            {linkOpen ? (
              <RichTextLinkForm editor={editor} id={id} onClose={() => setLinkOpen(false)} />
            ) : null}
          </>
        ) : (
          <div className="h-12 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50" />
        )}
        <EditorContent editor={editor} />
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
