import { useId } from "react";
import {
  get,
  useController,
  useFieldArray,
  useFormState,
  type Control,
  type FieldPath,
} from "react-hook-form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";
import { SelectField } from "#kit/ui/select";
import { CheckboxField } from "#kit/ui/checkbox";
import { RichTextEditor } from "#kit/admin/rich-text-editor";
import { ImageUploadField } from "#kit/admin/image-upload-field";
import { emptyItem, type BlockField } from "../blocks/block-fields";
import type { EditorValues } from "./editor-values";
import { IconPicker } from "./icon-picker";
import { LinkField } from "./link-field";

type Props = {
  field: BlockField;
  /** The form path of the field, e.g. blocks.2.data.cards.0.title. */
  name: string;
  /** The block type's Italian labels, by field path without indexes. */
  labels: Record<string, string>;
  control: Control<EditorValues>;
  onUploading: (uploading: boolean) => void;
};

const as = (name: string) => name as FieldPath<EditorValues>;
const idOf = (prefix: string, name: string) => `${prefix}-${name.replaceAll(".", "-")}`;
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * One field of a block, drawn from its schema (decision 059): a line, a paragraph, rich text, a
 * link, an image, an icon, a choice with its Italian words, a yes/no, a number, or a list of
 * items with their own fields.
 */
export function BlockFieldControl(props: Props) {
  if (props.field.kind === "list") return <ListControl {...props} field={props.field} />;
  return <ValueControl {...props} />;
}

function ValueControl({ field, name, labels, control, onUploading }: Props) {
  const prefix = useId();
  const { field: input, fieldState } = useController({ control, name: as(name) });
  const id = idOf(prefix, name);
  const label = labels[field.path] ?? field.key;
  const error = fieldState.error?.message;
  const common = { id, label, required: field.required, error };
  const value: unknown = input.value;
  const blankToNull = (text: string) =>
    input.onChange(text === "" && !field.required ? null : text);

  if (field.kind === "boolean") {
    return (
      <CheckboxField
        id={id}
        checked={value === true}
        onChange={(event) => input.onChange(event.target.checked)}
        onBlur={input.onBlur}
        error={error}
      >
        {label}
      </CheckboxField>
    );
  }
  if (field.kind === "number") {
    return (
      <TextField
        {...common}
        type="number"
        value={typeof value === "number" ? String(value) : ""}
        onChange={(event) =>
          input.onChange(event.target.value === "" ? null : Number(event.target.value))
        }
        onBlur={input.onBlur}
      />
    );
  }
  if (field.kind === "choice") {
    const options = field.options.map((option) => ({
      value: String(option),
      label: field.optionLabels[String(option)] ?? String(option),
    }));
    return (
      <SelectField
        {...common}
        options={options}
        placeholder={field.required || field.defaultValue !== undefined ? undefined : "Nessuno"}
        value={value === null || value === undefined ? "" : String(value)}
        onChange={(event) => {
          const chosen = field.options.find((option) => String(option) === event.target.value);
          input.onChange(chosen ?? null);
        }}
        onBlur={input.onBlur}
      />
    );
  }
  if (field.kind !== "text") return null;
  const maxLength = field.maxLength ?? undefined;
  switch (field.editor) {
    case "rich":
      return (
        <RichTextEditor
          {...common}
          value={textOf(value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      );
    case "paragraph":
      return (
        <TextAreaField
          {...common}
          rows={3}
          maxLength={maxLength}
          value={textOf(value)}
          onChange={(event) => blankToNull(event.target.value)}
          onBlur={input.onBlur}
        />
      );
    case "link":
      return (
        <LinkField {...common} value={textOf(value)} onChange={blankToNull} onBlur={input.onBlur} />
      );
    case "icon":
      return (
        <IconPicker
          id={id}
          label={label}
          error={error}
          value={typeof value === "string" && value ? value : null}
          onChange={input.onChange}
        />
      );
    case "image":
      return (
        <ImageControl
          id={id}
          label={label}
          error={error}
          value={typeof value === "string" && value ? value : null}
          onChange={input.onChange}
          onUploading={onUploading}
          altName={name.replace(/[^.]+$/, field.altKey ?? `${field.key}Alt`)}
          control={control}
        />
      );
    case "alt":
      return (
        <TextField
          {...common}
          maxLength={maxLength}
          value={textOf(value)}
          onChange={(event) => blankToNull(event.target.value)}
          onBlur={input.onBlur}
          hint="Descrive l'immagine a chi non la vede: obbligatorio per pubblicare la pagina."
        />
      );
    default:
      return (
        <TextField
          {...common}
          maxLength={maxLength}
          value={textOf(value)}
          onChange={(event) => blankToNull(event.target.value)}
          onBlur={input.onBlur}
        />
      );
  }
}

/**
 * An image field: upload or 'Scegli dalla libreria'. An image chosen from the library brings its
 * alternative text into the block's own alt field beside it (`altName`) while that one is empty;
 * text already typed is kept (decision 064).
 */
function ImageControl({
  altName,
  control,
  onUploading,
  ...field
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string | null;
  onChange: (url: string | null) => void;
  onUploading: (uploading: boolean) => void;
  altName: string;
  control: Control<EditorValues>;
}) {
  const { field: alt } = useController({ control, name: as(altName) });
  return (
    <ImageUploadField
      {...field}
      onUploadingChange={onUploading}
      previewAlt={`Anteprima: ${field.label}`}
      onLibraryAlt={(text) => {
        if (textOf(alt.value).trim() === "") alt.onChange(text);
      }}
    />
  );
}

/** A list of items (cards, steps, questions, buttons): each with its fields, moved or removed. */
function ListControl({
  field,
  name,
  labels,
  control,
  onUploading,
}: Props & { field: Extract<BlockField, { kind: "list" }> }) {
  const items = useFieldArray({ control, name: as(name) as "blocks", keyName: "key" });
  const { errors } = useFormState({ control, name: as(name) });
  const found = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const label = labels[field.path] ?? field.key;
  const error = found?.message ?? found?.root?.message;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {items.fields.map((item, index) => {
        const what = `${label}: elemento ${index + 1}`;
        return (
          <div
            key={item.key}
            role="group"
            aria-label={what}
            className="grid gap-3 rounded-lg bg-slate-50 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-700">Elemento {index + 1}</p>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => items.move(index, index - 1)}
                >
                  <Icon node={ArrowUp} className="size-4" />
                  Su<span className="sr-only"> ({what})</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === items.fields.length - 1}
                  onClick={() => items.move(index, index + 1)}
                >
                  <Icon node={ArrowDown} className="size-4" />
                  Giù<span className="sr-only"> ({what})</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => items.remove(index)}
                >
                  <Icon node={Trash2} className="size-4" />
                  Rimuovi<span className="sr-only"> ({what})</span>
                </Button>
              </div>
            </div>
            {field.item.map((child) => (
              <BlockFieldControl
                key={child.key}
                field={child}
                name={`${name}.${index}.${child.key}`}
                labels={labels}
                control={control}
                onUploading={onUploading}
              />
            ))}
          </div>
        );
      })}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => items.append(emptyItem(field.item) as never)}
        >
          <Icon node={Plus} className="size-4" />
          Aggiungi<span className="sr-only"> a «{label}»</span>
        </Button>
      </div>
    </fieldset>
  );
}
