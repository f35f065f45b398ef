import type { z } from "#kit/lib/zod";
import type { FieldEditor, FieldMeta } from "./block-kit";

/**
 * The fields of a block type's schema, as the editor lays them out (decisions 057, 059): each
 * field's path (list indexes left out), its kind, how the editor draws it (`editor`, from the
 * kind, the field's `.meta()` and a name ending in `Html`) and, for a list, the fields of one
 * item. Read from the zod schema itself, so a block type declares its fields once.
 */
type Common = {
  path: string;
  key: string;
  required: boolean;
  /** The value of a new item's field, when the schema gives a default. */
  defaultValue?: unknown;
};

export type BlockField =
  | (Common & {
      kind: "text";
      editor: "line" | "rich" | FieldEditor;
      /** The longest text the schema accepts. */
      maxLength: number | null;
      /** An image's alternative text field, beside it in the same object. */
      altKey?: string;
    })
  | (Common & { kind: "number" | "boolean" | "unknown" })
  | (Common & {
      kind: "choice";
      options: readonly (string | number)[];
      /** The Italian word of each option (the schema's `optionLabels`), by value. */
      optionLabels: Record<string, string>;
    })
  | (Common & { kind: "list"; item: BlockField[] });

type Def = { type: string; [key: string]: unknown };
type Schema = z.ZodType & { meta?: () => FieldMeta | undefined; maxLength?: number | null };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The schema under optional, nullable, default, pipe and transform layers, whether it may be left
 * empty, its default and the editor's meta found on the way.
 */
function unwrap(schema: z.ZodType) {
  let current = schema as Schema;
  let required = true;
  let defaultValue: unknown;
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...(current.meta?.() ?? {}), ...meta };
    const def = defOf(current);
    if (def.type === "default" || def.type === "prefault") {
      required = false;
      if (defaultValue === undefined) {
        const value = def.defaultValue;
        defaultValue = typeof value === "function" ? (value as () => unknown)() : value;
      }
      current = def.innerType as Schema;
    } else if (def.type === "optional" || def.type === "nullable") {
      required = false;
      current = def.innerType as Schema;
    } else if (def.type === "pipe") {
      const input = def.in as z.ZodType;
      // A transform after the input (blank → null) keeps the input's kind.
      current = (defOf(input).type === "transform" ? def.out : input) as Schema;
    } else {
      return { inner: current, required, defaultValue, meta };
    }
  }
}

function textEditor(key: string, meta: FieldMeta) {
  if (meta.editor) return meta.editor;
  return key.endsWith("Html") ? "rich" : "line";
}

function fieldOf(key: string, path: string, schema: z.ZodType): BlockField {
  const { inner, required, defaultValue, meta } = unwrap(schema);
  const common = { path, key, required, ...(defaultValue === undefined ? {} : { defaultValue }) };
  const def = defOf(inner);
  const choiceOf = (options: readonly (string | number)[]): BlockField => ({
    ...common,
    kind: "choice",
    options,
    optionLabels: meta.optionLabels ?? {},
  });
  switch (def.type) {
    case "string": {
      const editor = textEditor(key, meta);
      return {
        ...common,
        kind: "text",
        editor,
        maxLength: inner.maxLength ?? null,
        ...(editor === "image" ? { altKey: meta.alt ?? `${key}Alt` } : {}),
      };
    }
    case "number":
      return { ...common, kind: "number" };
    case "boolean":
      return { ...common, kind: "boolean" };
    case "enum":
      return choiceOf(Object.values(def.entries as object) as (string | number)[]);
    case "union": {
      const options = (def.options as z.ZodType[]).map((option) => defOf(option));
      if (options.every((option) => option.type === "literal")) {
        return choiceOf(options.flatMap((option) => option.values as (string | number)[]));
      }
      return { ...common, kind: "unknown" };
    }
    case "array": {
      const element = unwrap(def.element as z.ZodType).inner;
      return { ...common, kind: "list", item: blockFields(element, path) };
    }
    default:
      return { ...common, kind: "unknown" };
  }
}

/** A block type's fields, read from its schema once per process (the schema never changes). */
const fieldsBySchema = new WeakMap<z.ZodType, BlockField[]>();

/** The fields of an object schema (a block's data, or one item of a list). */
export function blockFields(schema: z.ZodType, parent = ""): BlockField[] {
  if (!parent) {
    let fields = fieldsBySchema.get(schema);
    if (!fields) fieldsBySchema.set(schema, (fields = fieldsOfObject(schema, "")));
    return fields;
  }
  return fieldsOfObject(schema, parent);
}

function fieldsOfObject(schema: z.ZodType, parent: string): BlockField[] {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type !== "object") return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) =>
    fieldOf(key, parent ? `${parent}.${key}` : key, field),
  );
}

/** Every path of `fields`, lists' items included. */
export function fieldPaths(fields: readonly BlockField[]): string[] {
  return fields.flatMap((field) => [
    field.path,
    ...(field.kind === "list" ? fieldPaths(field.item) : []),
  ]);
}

/** Every field of `fields`, lists' items included. */
export function allFields(fields: readonly BlockField[]): BlockField[] {
  return fields.flatMap((field) => [
    field,
    ...(field.kind === "list" ? allFields(field.item) : []),
  ]);
}

export type TextField = Extract<BlockField, { kind: "text" }>;

/**
 * Calls `visit` for each text field of `data` (a block's data, by its `fields`), lists' items
 * included, with the object that holds it: the one walk the checklist, the media facts and the
 * image list of a page share.
 */
export function forEachTextField(
  fields: readonly BlockField[],
  data: unknown,
  visit: (field: TextField, value: unknown, holder: Record<string, unknown>) => void,
): void {
  if (!data || typeof data !== "object" || Array.isArray(data)) return;
  const holder = data as Record<string, unknown>;
  for (const field of fields) {
    const value = holder[field.key];
    if (field.kind === "list") {
      if (Array.isArray(value)) for (const item of value) forEachTextField(field.item, item, visit);
    } else if (field.kind === "text") {
      visit(field, value, holder);
    }
  }
}

/**
 * The value of a field in a new item of a list: its default, else empty (null for an optional
 * field, "" for a required text, false, the first option, an empty list).
 */
export function emptyValue(field: BlockField): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.kind) {
    case "text":
      return field.required ? "" : null;
    case "boolean":
      return false;
    case "choice":
      return field.required ? field.options[0] : null;
    case "list":
      return [];
    default:
      return null;
  }
}

/** A new item of a list whose items have `fields`. */
export const emptyItem = (fields: readonly BlockField[]) =>
  Object.fromEntries(fields.map((field) => [field.key, emptyValue(field)]));
