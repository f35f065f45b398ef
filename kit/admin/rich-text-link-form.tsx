import { useEffect, useRef, useState } from "react";
import type { Editor } from "@tiptap/react";
import { Button } from "#kit/ui/button";
import { controlClass, borderClass } from "#kit/ui/input";
import { normalizeLinkHref } from "./link-href";

type Props = {
  editor: Editor;
  id: string;
  /** Closes the form; focus goes back to the editor. */
  onClose: () => void;
};

/**
 * The inline link editor under the toolbar (no nested <form>: the blog dialog is a form):
 * Enter applies, Escape cancels. With no text selected the address itself becomes the link text.
 */
export function RichTextLinkForm({ editor, id, onClose }: Props) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    if (!value.trim()) return remove();
    const href = normalizeLinkHref(value);
    if (!href) {
      setError(
        "Indirizzo non valido: usa https://..., mailto:, tel: oppure un percorso del sito (/...)",
      );
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  const inputId = `${id}-link`;
  const errorId = `${inputId}-error`;
  return (
    <div
      data-own-escape
      className="border border-b-0 border-slate-400 bg-white p-3"
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          apply();
        } else if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        Indirizzo del link
      </label>
      <input
        ref={input}
        id={inputId}
        type="url"
        inputMode="url"
        value={value}
        placeholder="https://www.esempio.it"
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlClass} ${borderClass(Boolean(error))}`}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>
          Applica link
        </Button>
        {current ? (
          <Button size="sm" variant="secondary" onClick={remove}>
            Rimuovi link
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={close}>
          Annulla
        </Button>
      </div>
    </div>
  );
}
