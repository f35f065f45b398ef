import type { z } from "#kit/lib/zod";

/**
 * The fields of a block type's schema, as the editor lays them out (decision 057): each field's
 * path (list indexes left out), its kind and, for a list, the fields of one item. Read from the
 * zod schema itself, so a block type declares its fields once.
 */
export type BlockField =
  | {
      path: string;
      key: string;
      kind: "text" | "number" | "boolean" | "unknown";
      required: boolean;
    }
  | {
      path: string;
      key: string;
      kind: "choice";
      options: readonly (string | number)[];
      required: boolean;
    }
  | { path: string; key: string; kind: "list"; item: BlockField[]; required: boolean };

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default, pipe and transform layers, and whether it may be left empty. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let current = schema;
  let required = true;
  for (;;) {
    const def = defOf(current);
    if (
      def.type === "optional" ||
      def.type === "nullable" ||
      def.type === "default" ||
      def.type === "prefault"
    ) {
      required = false;
      current = def.innerType as z.ZodType;
    } else if (def.type === "pipe") {
      const input = def.in as z.ZodType;
      // A transform after the input (blank → null) keeps the input's kind.
      current = defOf(input).type === "transform" ? (def.out as z.ZodType) : input;
    } else {
      return { inner: current, required };
    }
  }
}

function fieldOf(key: string, path: string, schema: z.ZodType): BlockField {
  const { inner, required } = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "string":
      return { path, key, kind: "text", required };
    case "number":
      return { path, key, kind: "number", required };
    case "boolean":
      return { path, key, kind: "boolean", required };
    case "enum":
      return { path, key, kind: "choice", options: Object.values(def.entries as object), required };
    case "union": {
      const options = (def.options as z.ZodType[]).map((option) => defOf(option));
      if (options.every((option) => option.type === "literal")) {
        return {
          path,
          key,
          kind: "choice",
          options: options.flatMap((option) => option.values as (string | number)[]),
          required,
        };
      }
      return { path, key, kind: "unknown", required };
    }
    case "array": {
      const element = unwrap(def.element as z.ZodType).inner;
      return { path, key, kind: "list", item: blockFields(element, path), required };
    }
    default:
      return { path, key, kind: "unknown", required };
  }
}

/** The fields of an object schema (a block's data, or one item of a list). */
export function blockFields(schema: z.ZodType, parent = ""): BlockField[] {
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
