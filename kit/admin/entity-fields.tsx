import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import {
  Controller,
  get,
  useFormContext,
  useController,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from "react-hook-form";
import { SelectField } from "#kit/ui/select";
import { TextAreaField } from "#kit/ui/textarea";
import { TextField } from "#kit/ui/input";
import { SwitchController } from "./switch-controller";
import { ImageUploadField } from "./image-upload-field";
import { ImageListField } from "./image-list-field";
import { CheckboxListField } from "./checkbox-list-field";
import { fieldError } from "./field-error";

/** What the entity dialog tells its fields: where an upload reports that it runs. */
export const EntityFieldsContext = createContext<{ setUploading: (uploading: boolean) => void }>({
  setUploading: () => {},
});

/** The id and the message of a field of the dialog's form. */
function useField(name: string) {
  const id = `${useId()}-${name.replace(/\W/g, "-")}`;
  const { errors } = useFormState({ name });
  return { id, error: fieldError(get(errors, name)) };
}

type Named = { name: string };
type TextProps = Named &
  Omit<ComponentProps<typeof TextField>, "id" | "error" | "name"> & {
    /** E.g. { valueAsNumber: true } for a number input whose field holds a number. */
    rules?: RegisterOptions;
  };

function FormText({ name, rules, ...props }: TextProps) {
  const { id, error } = useField(name);
  return <TextField id={id} error={error} {...props} {...useFormContext().register(name, rules)} />;
}

type AreaProps = Named & Omit<ComponentProps<typeof TextAreaField>, "id" | "error" | "name">;

function FormArea({ name, ...props }: AreaProps) {
  const { id, error } = useField(name);
  return <TextAreaField id={id} error={error} {...props} {...useFormContext().register(name)} />;
}

type SelectProps = Named & Omit<ComponentProps<typeof SelectField>, "id" | "error" | "name">;

function FormSelect({ name, ...props }: SelectProps) {
  const { id, error } = useField(name);
  return <SelectField id={id} error={error} {...props} {...useFormContext().register(name)} />;
}

type SwitchProps = Named &
  Omit<ComponentProps<typeof SwitchController>, "id" | "name" | "control" | "label"> & {
    label: ReactNode;
  };

function FormSwitch({ name, ...props }: SwitchProps) {
  const { id } = useField(name);
  return <SwitchController control={useFormContext().control} name={name} id={id} {...props} />;
}

type ImageProps = Named &
  Omit<
    ComponentProps<typeof ImageUploadField>,
    "id" | "value" | "onChange" | "error" | "onUploadingChange"
  >;

/** An image upload whose field holds the address ("" for none). */
function FormImage({ name, ...props }: ImageProps) {
  const { id } = useField(name);
  const { setUploading } = useContext(EntityFieldsContext);
  return (
    <Controller
      name={name}
      control={useFormContext().control}
      render={({ field, fieldState }) => (
        <ImageUploadField
          id={id}
          {...props}
          value={typeof field.value === "string" && field.value ? field.value : null}
          onChange={(url) => field.onChange(url ?? "")}
          error={fieldState.error?.message}
          onUploadingChange={setUploading}
        />
      )}
    />
  );
}

type ListProps<C extends typeof ImageListField | typeof CheckboxListField> = Named &
  Omit<ComponentProps<C>, "id" | "value" | "onChange" | "error" | "onUploadingChange">;

/** The field's list of strings ([] when unset) and its first message, for the list fields. */
function useListController(name: string) {
  const { id } = useField(name);
  const { field, fieldState } = useController({ name, control: useFormContext().control });
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return {
    id,
    value,
    onChange: (next: string[]) => field.onChange(next),
    error: fieldError(fieldState.error),
  };
}

/** Uploaded images in order (a gallery): the field holds the addresses. */
function FormImageList({ name, ...props }: ListProps<typeof ImageListField>) {
  const { setUploading } = useContext(EntityFieldsContext);
  return (
    <ImageListField {...props} {...useListController(name)} onUploadingChange={setUploading} />
  );
}

/** Checkboxes among known values: the field holds the chosen values. */
function FormChoices({ name, ...props }: ListProps<typeof CheckboxListField>) {
  return <CheckboxListField {...props} {...useListController(name)} />;
}

type SortOrderProps = Named &
  Omit<TextProps, "name" | "label" | "hint" | "rules"> & {
    /** The field holds a number (not the typed text). */
    asNumber?: boolean;
    /** Default 'I numeri più bassi compaiono per primi.'; null for none. */
    hint?: string | null;
  };

/** The 'Ordine' of a catalogue list: a whole number from 0, the lowest shown first. */
function FormSortOrder({ asNumber, hint = sortOrderHint, ...props }: SortOrderProps) {
  return (
    <FormText
      label="Ordine"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      hint={hint ?? undefined}
      rules={asNumber ? { valueAsNumber: true } : undefined}
      {...props}
    />
  );
}

const sortOrderHint = "I numeri più bassi compaiono per primi.";

/** A web address, by default the 'Sito web' of a company. */
type UrlProps = Named & Omit<TextProps, "name" | "type" | "label"> & { label?: string };

function FormUrl(props: UrlProps) {
  return <FormText type="url" label="Sito web" placeholder="https://www.esempio.it" {...props} />;
}

/** The 'Descrizione' of an item: a few lines of text (3 rows unless told). */
function FormDescription(props: Named & Omit<AreaProps, "name" | "label">) {
  return <FormArea label="Descrizione" rows={3} {...props} />;
}

/** The required name of a company (a client, a partner), completed as an organisation's. */
function FormOrganization(props: TextProps) {
  return <FormText required autoComplete="organization" {...props} />;
}

/** The required e-mail address of an account (not completed from the browser's own). */
type EmailProps = Named & Omit<TextProps, "name" | "type" | "label">;

function FormEmail(props: EmailProps) {
  return (
    <FormText
      type="email"
      label="Email"
      required
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A company's logo, shown whole in its preview. */
function FormLogo(props: Named & Partial<Omit<ImageProps, "name">>) {
  return (
    <FormImage
      label="Logo"
      successMessage="Logo caricato"
      previewAlt="Anteprima del logo"
      previewFit="contain"
      {...props}
    />
  );
}

/** Narrows a field component's `name` to the fields of the form's values `V`. */
type Typed<P extends Named, V extends FieldValues> = (
  props: Omit<P, "name"> & { name: FieldPath<V> },
) => ReactNode;

/**
 * The fields of an entity dialog, bound by name to the form `EntityDialog` provides: each takes
 * its id, its registration and its message (the server's too) from the form. Call it once per
 * entity with the form's values, e.g. `const Field = entityFields<ClientFormValues>()`, then
 * `<Field.Text name="name" label="Nome cliente" required />`.
 */
export function entityFields<V extends FieldValues>() {
  return {
    Text: FormText as Typed<TextProps, V>,
    Area: FormArea as Typed<AreaProps, V>,
    Select: FormSelect as Typed<SelectProps, V>,
    Switch: FormSwitch as Typed<SwitchProps, V>,
    Image: FormImage as Typed<ImageProps, V>,
    ImageList: FormImageList as Typed<ListProps<typeof ImageListField>, V>,
    Choices: FormChoices as Typed<ListProps<typeof CheckboxListField>, V>,
    /** Presets of the fields many entities share (their labels and hints written once). */
    SortOrder: FormSortOrder as Typed<SortOrderProps, V>,
    Url: FormUrl as Typed<UrlProps, V>,
    Email: FormEmail as Typed<EmailProps, V>,
    Organization: FormOrganization as Typed<TextProps, V>,
    Description: FormDescription as Typed<Named & Omit<AreaProps, "name" | "label">, V>,
    Logo: FormLogo as Typed<Named & Partial<Omit<ImageProps, "name">>, V>,
  };
}
