import { useEffect, useRef, useState, type ReactNode } from "react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { FieldMessages, describedBy } from "#kit/ui/field";
import { ImageUploadField } from "./image-upload-field";
import { moveItem } from "./move-item";

type Props = {
  /** Id prefix of the field's controls (unique in the page). */
  id: string;
  /** The list's name, e.g. 'Galleria'. */
  label: string;
  /** The upload button's name, e.g. "Aggiungi un'immagine alla galleria". */
  addLabel: string;
  /** The images' addresses, in the order the page shows them. */
  value: readonly string[];
  onChange: (images: string[]) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Told when an upload starts and ends (e.g. to disable the dialog's save button). */
  onUploadingChange?: (uploading: boolean) => void;
};

type Action = "up" | "down" | "remove";

/**
 * A list of uploaded images (a platform's gallery): thumbnails in order, each with 'Sposta su',
 * 'Sposta giù' and 'Rimuovi' buttons, and an upload button that adds an image at the end
 * (POST /api/upload, as every image field of the panel). Keyboard only: after a move the focus
 * stays on the button pressed, in the image's new place, and a status line says where it went.
 */
export function ImageListField({
  id,
  label,
  addLabel,
  value,
  onChange,
  error,
  hint,
  disabled,
  onUploadingChange,
}: Props) {
  const [announcement, setAnnouncement] = useState("");
  const [focusNext, setFocusNext] = useState<{ index: number; action: Action } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const legendId = `${id}-legend`;

  useEffect(() => {
    if (!focusNext || !list.current) return;
    const buttons = list.current.querySelectorAll<HTMLButtonElement>(
      `[data-index="${focusNext.index}"] button:not(:disabled)`,
    );
    const wanted = [...buttons].find((button) => button.dataset.action === focusNext.action);
    (wanted ?? buttons[0])?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const move = (from: number, to: number, action: Action) => {
    onChange(moveItem(value, from, to));
    setAnnouncement(`Immagine ${from + 1} spostata in posizione ${to + 1} di ${value.length}.`);
    setFocusNext({ index: to, action });
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(`Immagine ${index + 1} rimossa.`);
    if (value.length > 1)
      setFocusNext({ index: Math.min(index, value.length - 2), action: "remove" });
    else document.getElementById(`${id}-upload`)?.focus();
  };
  const add = (url: string | null) => {
    if (url && !value.includes(url)) onChange([...value, url]);
  };

  const seen = new Map<string, number>();
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend id={legendId} className="px-1 text-sm font-semibold text-slate-800">
        {label}
      </legend>
      {value.length > 0 ? (
        <ol ref={list} className="grid gap-2" aria-labelledby={legendId}>
          {value.map((url, index) => {
            const repeat = seen.get(url) ?? 0;
            seen.set(url, repeat + 1);
            const name = `Immagine ${index + 1}`;
            return (
              <li
                key={`${url}#${repeat}`}
                data-index={index}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2"
              >
                <img
                  src={url}
                  alt={`${name} di ${value.length}`}
                  className="h-16 w-24 rounded border border-slate-300 bg-slate-100 object-cover"
                />
                <span className="text-sm font-medium text-slate-800" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="ml-auto flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    data-action="up"
                    disabled={disabled || index === 0}
                    aria-label={`Sposta su: ${name}`}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    <Icon node={ArrowUp} className="size-4" />
                    Su
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-action="down"
                    disabled={disabled || index === value.length - 1}
                    aria-label={`Sposta giù: ${name}`}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    <Icon node={ArrowDown} className="size-4" />
                    Giù
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-action="remove"
                    disabled={disabled}
                    aria-label={`Rimuovi: ${name}`}
                    onClick={() => remove(index)}
                  >
                    <Icon node={Trash2} className="size-4" />
                    Rimuovi
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">Nessuna immagine.</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ImageUploadField
        id={`${id}-upload`}
        label={addLabel}
        value={null}
        onChange={add}
        disabled={disabled}
        onUploadingChange={onUploadingChange}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
