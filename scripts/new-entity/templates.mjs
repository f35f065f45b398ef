/**
 * The files of a new entity (decision 055), from the entity `parseEntity` read. Each field is
 * written once on the command line; the table, the request and record schemas, the dialog, the
 * list and the activity log's labels are all derived from it here.
 */

const q = (text) => JSON.stringify(text);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Per kind: the column, the request rule, the record's type, the form's blank value. */
const kinds = {
  text: {
    builder: "varchar",
    column: (f) => `varchar(${q(f.column)}, { length: 255 }).notNull()`,
    rule: (f, e) =>
      `requiredLine(1, ${e.camel}Limits.text, ${e.camel}Messages.${f.name}, tooLong(${q(f.label)}, ${e.camel}Limits.text))`,
    record: "z.string()",
    blank: '""',
  },
  rich: {
    builder: "text",
    column: (f) => `text(${q(f.column)}).notNull()`,
    rule: (f, e) =>
      `multiLineText({ error: ${e.camel}Messages.${f.name} }, { trim: false })
    .max(${e.camel}Limits.rich, tooLong(${q(f.label)}, ${e.camel}Limits.rich))
    .refine(hasVisibleContent, ${e.camel}Messages.${f.name})`,
    record: "z.string()",
    blank: '""',
  },
  order: {
    builder: "integer",
    column: (f) => `integer(${q(f.column)}).notNull().default(0)`,
    rule: () => "lenientSortOrder",
    record: "z.number().int()",
    blank: null,
  },
  flag: {
    builder: "boolean",
    column: (f) => `boolean(${q(f.column)}).notNull().default(false)`,
    rule: (f) => `flagField(false, ${q(f.label)})`,
    record: "z.boolean()",
    blank: "false",
  },
};

/** Which items the public list shows, in words. */
const visibility = (e) =>
  e.visible
    ? `Compaiono sul sito solo ${e.theMany} con l'interruttore '${e.visible.label}' acceso.`
    : "Compaiono sul sito nell'ordine indicato.";

const has = (e, kind) => e.fields.some((f) => f.kind === kind);
const lines = (items) => items.filter(Boolean).join("\n");

function table(e) {
  const builders = [...new Set(e.fields.map((f) => kinds[f.kind].builder)), "index", "pgTable"];
  const indexed = [e.title, e.order, e.visible].filter(Boolean);
  return `import { ${builders.sort().join(", ")} } from "drizzle-orm/pg-core";
import { serialId, timestamps } from "#db/schema/columns";

/** ${e.label} (decision 055): one row per item; the list's sort columns are indexed. */
export const ${e.camel} = pgTable(
  ${q(e.table)},
  {
    id: serialId(),
${e.fields.map((f) => `    ${f.name}: ${kinds[f.kind].column(f)},`).join("\n")}
    ...timestamps,
  },
  (t) => [
${indexed.map((f) => `    index(${q(`${e.table}_${f.column}_idx`)}).on(t.${f.name}),`).join("\n")}
  ],
);
`;
}

function schema(e) {
  const gender = e.feminine ? "a" : "o";
  return lines([
    'import { z } from "#kit/lib/zod";',
    'import { storedRecord } from "#features/shared/stored-record";',
    `import { ${[has(e, "rich") && "multiLineText", "requiredLine", "tooLong"].filter(Boolean).join(", ")} } from "#features/shared/text-fields";`,
    has(e, "flag") || has(e, "order")
      ? `import { ${[has(e, "flag") && "flagField", has(e, "order") && "lenientSortOrder"].filter(Boolean).join(", ")} } from "#features/shared/catalog-fields";`
      : null,
    has(e, "rich") ? 'import { hasVisibleContent } from "#features/blog/blog.schema";' : null,
    `
/** ${e.label}: the rules shared by the dialog and the admin API, and what the API answers. */
export const ${e.camel}Limits = { text: 255, rich: 50_000 } as const;

export const ${e.camel}Messages = {
  notFound: ${q(`${capital(e.noun)} non trovat${gender}`)},
${e.fields
  .filter((f) => f.kind === "text" || f.kind === "rich")
  .map((f) => `  ${f.name}: ${q(`${f.label}: campo obbligatorio`)},`)
  .join("\n")}
} as const;

export const ${e.camel}Schema = z.object({
${e.fields.map((f) => `  ${f.name}: ${kinds[f.kind].rule(f, e)},`).join("\n")}
});

/** What the dialog edits and the API receives. */
export type ${e.pascal}Payload = z.input<typeof ${e.camel}Schema>;
/** What the server stores. */
export type ${e.pascal}Input = z.output<typeof ${e.camel}Schema>;

/** One item as the API answers it (JSON: dates as ISO text). */
export const ${e.camel}RecordSchema = storedRecord({
${e.fields.map((f) => `  ${f.name}: ${kinds[f.kind].record},`).join("\n")}
});
export type ${e.pascal}Record = z.output<typeof ${e.camel}RecordSchema>;
`,
  ]);
}

function server(e) {
  const rich = e.fields.filter((f) => f.kind === "rich");
  const order = [e.order, e.title].filter(Boolean).map((f) => `asc(${e.camel}.${f.name})`);
  const sortable = e.fields.filter((f) => f.kind !== "rich");
  const clean = rich.length
    ? `
/** The rich texts, sanitized before they are stored. */
const clean = (input: ${e.pascal}Input): ${e.pascal}Input => ({
  ...input,
${rich.map((f) => `  ${f.name}: sanitizeBlogHtml(input.${f.name}),`).join("\n")}
});
`
    : `
const clean = (input: ${e.pascal}Input) => input;
`;
  return lines([
    `import { asc${e.visible ? ", eq" : ""}, getTableColumns } from "drizzle-orm";`,
    'import type { Database } from "#db/client";',
    'import { deleteById, insertRow, updateById } from "#db/rows";',
    'import { tablePage, tableList } from "#db/list-query";',
    'import { listQuery } from "#server/http/list-query";',
    rich.length ? 'import { sanitizeBlogHtml } from "#features/blog/blog-html.server";' : null,
    `import { ${e.camel} } from "./${e.id}.table";`,
    `import type { ${e.pascal}Input } from "./${e.id}.schema";`,
    `
export type ${e.pascal} = typeof ${e.camel}.$inferSelect;

const order = [${[...order, `asc(${e.camel}.id)`].join(", ")}];
${clean}
/** The public list${e.visible ? `: only the items whose '${e.visible.label}' is on` : ""}, in the set order. */
export function listPublic${e.pascal}(db: Database) {
  return db
    .select()
    .from(${e.camel})${e.visible ? `\n    .where(eq(${e.camel}.${e.visible.name}, true))` : ""}
    .orderBy(...order);
}

/** Stores a new item. */
export const create${e.pascal} = (db: Database, input: ${e.pascal}Input): Promise<${e.pascal}> =>
  insertRow(db, ${e.camel}, clean(input));

/** Replaces an item's fields; null for an unknown id. */
export const update${e.pascal} = (
  db: Database,
  id: number,
  input: ${e.pascal}Input,
): Promise<${e.pascal} | null> => updateById(db, ${e.camel}, id, clean(input));

/** Deletes an item; false for an unknown id. */
export const delete${e.pascal} = (db: Database, id: number): Promise<boolean> =>
  deleteById(db, ${e.camel}, id);

const ${e.camel}List = tableList({
  search: [${e.fields
    .filter((f) => f.kind === "text")
    .map((f) => `${e.camel}.${f.name}`)
    .join(", ")}],
  columns: { ${sortable.map((f) => `${f.name}: ${e.camel}.${f.name}`).join(", ")} },
  defaults: order,
});

/** The admin list's query (decision 023): search on the text fields, sortable columns. */
export const ${e.camel}ListQuery = listQuery(${e.camel}List);

/** GET /api/admin/${e.id}: one page. */
export const list${e.pascal}Page = (
  db: Database,
  params: ReturnType<typeof ${e.camel}ListQuery.parse>,
) => tablePage(db, ${e.camel}, getTableColumns(${e.camel}), ${e.camel}List, params);
`,
  ]);
}

const adminApi = (e) => `import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { ${e.camel} } from "../${e.id}.table";
import { ${e.camel}Messages, ${e.camel}RecordSchema, ${e.camel}Schema } from "../${e.id}.schema";
import {
  ${e.camel}ListQuery,
  create${e.pascal},
  delete${e.pascal},
  list${e.pascal}Page,
  update${e.pascal},
} from "../${e.id}.server";

/** /api/admin/${e.id} (behind requireAdmin): the paged list, create, replace and delete. */
export function admin${e.pascal}Routes({ db }: Deps) {
  return crudRoutes(db, {
    table: ${e.camel},
    tag: ${q(e.label)},
    one: ${q(`${e.feminine ? "una" : "un"} ${e.noun}`)},
    item: ${e.camel}RecordSchema,
    body: ${e.camel}Schema,
    notFound: ${e.camel}Messages.notFound,
    update: "put",
    list: pagedList(${e.camel}ListQuery, list${e.pascal}Page),
    create: create${e.pascal},
    change: update${e.pascal},
    remove: delete${e.pascal},
  });
}
`;

const publicApi = (e) => `import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { ${e.camel}RecordSchema } from "../${e.id}.schema";
import { listPublic${e.pascal} } from "../${e.id}.server";

const route = routeKit([${q(e.label)}]);

/** GET /api/${e.id}: the public list (kept by the page cache, as its manifest declares). */
export function ${e.camel}Routes({ db }: Deps) {
  return apiRoutes().openapi(
    route.get("/", ${q(`Elenco: ${e.label}`)}, {
      responses: { 200: jsonAnswer(${e.camel}RecordSchema.array(), ${q(`${capital(e.theMany)}, in ordine`)}) },
    }),
    async (c) => c.json(await listPublic${e.pascal}(db), 200),
  );
}
`;

const manifest = (e) => `import { FileText } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** ${e.label} (decision 055): its area, its tab and the activity log's words. */
export const ${e.camel}Manifest = defineEntity({
  id: ${q(e.id)},
  areas: { ${q(e.id)}: "content" },
  tabs: [
    {
      id: ${q(e.id)},
      label: ${q(e.label)},
      icon: FileText,
      group: "content",
      api: ${q(`/${e.id}`)},
      component: { file: "admin/${e.id}-tab.tsx", name: "${e.pascal}Tab" },
    },
  ],
  activity: {
    ${q(e.id)}: {
      label: ${q(e.label)},
      fields: { ${e.fields.map((f) => `${f.name}: ${q(f.label)}`).join(", ")} },
    },
  },
});
`;

const manifestServer = (
  e,
) => `import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./${e.id}.table";
import { ${e.camel}Routes } from "./api/public";
import { admin${e.pascal}Routes } from "./api/admin";

/** ${e.label} (decision 055): table, API mounts, page cache, personal data. */
export const ${e.camel}Server = defineServerEntity({
  id: ${q(e.id)},
  tables,
  public: { ${q(`/${e.id}`)}: { routes: ${e.camel}Routes, cached: ["/"] } },
  admin: { ${q(`/${e.id}`)}: { area: ${q(e.id)}, routes: admin${e.pascal}Routes } },
  logged: { ${q(e.id)}: { table: tables.${e.camel} } },
  personalData: { ${e.table}: none("Contenuti del sito scritti dalla redazione, senza dati di persone.") },
});
`;

const clientApi = (e) => `import { apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { admin${e.pascal}Routes } from "../api/admin";

/** The tab's data: the paged GET /api/admin/${e.id} (useAdminList) and the writes. */
export const ${e.camel}Api = crudApi(
  "/api/admin/${e.id}",
  apiClient<ReturnType<typeof admin${e.pascal}Routes>>,
);
`;

function dialogField(f, e) {
  if (f.kind === "text") {
    return `      <Field.Text name=${q(f.name)} label=${q(f.label)} required maxLength={${e.camel}Limits.text} />`;
  }
  if (f.kind === "order") return `      <Field.SortOrder name=${q(f.name)} />`;
  if (f.kind === "flag") return `      <Field.Switch name=${q(f.name)} label=${q(f.label)} />`;
  return `      <Controller
        name=${q(f.name)}
        control={entity.form.control}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id={\`\${entity.id}-${f.name}\`}
            label=${q(f.label)}
            required
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />`;
}

function dialog(e) {
  const blanks = e.fields.filter((f) => kinds[f.kind].blank !== null);
  const orders = e.fields.filter((f) => f.kind === "order");
  return lines([
    has(e, "rich") ? 'import { Controller } from "react-hook-form";' : null,
    has(e, "rich") ? 'import { RichTextEditor } from "#kit/admin/rich-text-editor";' : null,
    'import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";',
    'import { EntityDialog } from "#kit/admin/entity-dialog";',
    'import { entityFields } from "#kit/admin/entity-fields";',
    'import { fieldsOr } from "#kit/admin/fields-or";',
    'import { useEntityForm } from "#kit/admin/use-entity-form";',
    `import { ${e.camel}Limits, ${e.camel}Schema, type ${e.pascal}Record } from "../${e.id}.schema";`,
    `import { ${e.camel}Api } from "./${e.id}-api";`,
    `
/** The form's values: each field's stored value, or its blank one; sort orders as typed. */
const defaults = (item: ${e.pascal}Record | null) => ({
  ...fieldsOr(item, { ${blanks.map((f) => `${f.name}: ${kinds[f.kind].blank}`).join(", ")} }),
${orders.map((f) => `  ${f.name}: String(item?.${f.name} ?? 0),`).join("\n")}
});

const Field = entityFields<ReturnType<typeof defaults>>();

/** The create/edit dialog of the '${e.label}' tab. */
export function ${e.pascal}Dialog(props: EntityDialogProps<${e.pascal}Record>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: ${q(e.noun)}${e.feminine ? ", feminine: true" : ""} }),
    schema: ${e.camel}Schema,
    defaults,
    mutation: ${e.camel}Api.useSave(),
  });

  return (
    <EntityDialog entity={entity} description={${q(visibility(e))}} requiredNote>
${e.fields.map((f) => dialogField(f, e)).join("\n")}
    </EntityDialog>
  );
}
`,
  ]);
}

function listColumn(f) {
  const sort = f.kind === "rich" ? "" : ` sort: ${q(f.name)},`;
  if (f.kind === "flag") {
    return `    {
      header: ${q(f.label)},${sort}
      cell: (item) => <FlagBadge on={item.${f.name}} label=${q(f.label)} offLabel=${q(`Non ${f.label.toLowerCase()}`)} />,
    },`;
  }
  return `    { header: ${q(f.label)},${sort} cell: (item) => item.${f.name} },`;
}

const list = (e) =>
  lines([
    `import type { ${e.pascal}Record } from "../${e.id}.schema";`,
    'import type { TableSpec } from "#kit/admin/entity-table";',
    has(e, "flag") ? 'import { FlagBadge } from "#kit/admin/flag-badge";' : null,
    `
/** The tab's table: one row per item, every field but the rich texts. */
export const ${e.camel}Table: TableSpec<${e.pascal}Record> = {
  caption: ${q(e.label)},
  rowTestId: ${q(`${e.id}-row`)},
  columns: [
${e.fields
  .filter((f) => f.kind !== "rich")
  .map((f) => listColumn(f))
  .join("\n")}
  ],
  actions: { name: (item) => item.${e.title.name} },
};
`,
  ]);

const tab = (e) => `import { CrudTab, entityTexts, tabDeleteById } from "#kit/admin/crud-tab";
import type { ${e.pascal}Record } from "../${e.id}.schema";
import { ${e.camel}Api } from "./${e.id}-api";
import { ${e.pascal}Dialog } from "./${e.id}-dialog";
import { ${e.camel}Table } from "./${e.id}-list";

/** The '${e.label}' tab: the list, a page at a time, with create, edit and delete. */
export function ${e.pascal}Tab() {
  return (
    <CrudTab<${e.pascal}Record>
      description={${q(visibility(e))}}
      newFromUrl
      {...entityTexts(${q(e.the)}, ${q(e.theMany)}, (item: ${e.pascal}Record) => item.${e.title.name})}
      path={${e.camel}Api.path}
      toolbar={{ placeholder: ${q(
        e.fields
          .filter((f) => f.kind === "text")
          .map((f) => f.label)
          .join(" o "),
      )} }}
      emptyText={${q(`Nessun${e.feminine ? "a" : ""} ${e.noun} presente. Aggiungi ${e.feminine ? "la prima" : "il primo"} con "${e.feminine ? "Nuova" : "Nuovo"} ${e.noun}".`)}}
      items={${e.camel}Table}
      dialog={${e.pascal}Dialog}
      remove={tabDeleteById(${e.camel}Api.useDelete(), ${q(`${capital(e.noun)} eliminat${e.feminine ? "a" : "o"}`)})}
    />
  );
}
`;

/** A valid body: each text field named after itself, the rich ones a paragraph, flags on. */
function sample(e, suffix = "") {
  const value = (f) =>
    ({
      text: q(`${f.label} di prova${suffix}`),
      rich: q(`<p>${f.label} di prova${suffix}</p>`),
      order: "1",
      flag: "true",
    })[f.kind];
  return `{ ${e.fields.map((f) => `${f.name}: ${value(f)}`).join(", ")} }`;
}

function test(e) {
  const rich = e.fields.find((f) => f.kind === "rich");
  const title = e.title;
  return `import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import { ${e.camel} } from "../${e.id}.table";
import { ${e.camel}Messages } from "../${e.id}.schema";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(${e.camel});
});

const payload = (overrides: Record<string, unknown> = {}) => ({ ...${sample(e)}, ...overrides });
const rows = () => kit.db.select().from(${e.camel});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/${e.id}", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}

describe("/api/admin/${e.id}", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "POST", path: "/admin/${e.id}", body: payload() },
      { method: "PUT", path: \`/admin/${e.id}/\${id}\`, body: payload() },
      { method: "DELETE", path: \`/admin/${e.id}/\${id}\` },
    ]);
    expect(await rows()).toHaveLength(1);
  });

  it("stores an item, and the public list shows it", async () => {
    const item = await create(${rich ? `{ ${rich.name}: '<p>Testo</p><script>alert(1)</script>' }` : ""});
${rich ? `    expect(item.${rich.name}).not.toContain("<script");\n` : ""}    const list = (await (await kit.api.request("/${e.id}")).json()) as { id: number }[];
    expect(list.map((row) => row.id)).toEqual([item.id]);
  });
${
  e.visible
    ? `
  it("keeps off the public list the items whose '${e.visible.label}' is off", async () => {
    await create({ ${e.visible.name}: false });
    expect(await (await kit.api.request("/${e.id}")).json()).toEqual([]);
  });
`
    : ""
}
  it("refuses a missing ${title.name} with its Italian message, and stores nothing", async () => {
    const invalid = await validationOf(
      await kit.adminApi.call("POST", "/admin/${e.id}", payload({ ${title.name}: "  " })),
    );
    expect(invalid.fields.${title.name}).toBe(${e.camel}Messages.${title.name});
    expect(await rows()).toEqual([]);
  });

  it("replaces and deletes an item; an unknown id is a 404 with its message", async () => {
    const { id } = await create();
    const changed = await kit.adminApi.call("PUT", \`/admin/${e.id}/\${id}\`, payload(${sample(e, " cambiata").replace(/^\{ /, "{ ").replace(/ \}$/, " }")}));
    expect(changed.status).toBe(200);
    expect((await rows()).map((row) => row.${title.name})).toEqual([${q(`${title.label} di prova cambiata`)}]);
    expect((await kit.adminApi.call("DELETE", \`/admin/${e.id}/\${id}\`)).status).toBe(204);
    const missing = await kit.adminApi.call("DELETE", \`/admin/${e.id}/\${id}\`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: ${e.camel}Messages.notFound });
  });
});
`;
}

/** Every file of the entity's folder, by its path inside the folder. */
export function entityFiles(e) {
  return {
    [`${e.id}.table.ts`]: table(e),
    [`${e.id}.schema.ts`]: schema(e),
    [`${e.id}.server.ts`]: server(e),
    [`${e.id}.manifest.ts`]: manifest(e),
    [`${e.id}.manifest.server.ts`]: manifestServer(e),
    "api/admin.ts": adminApi(e),
    "api/public.ts": publicApi(e),
    "api/admin.test.ts": test(e),
    [`admin/${e.id}-api.ts`]: clientApi(e),
    [`admin/${e.id}-dialog.tsx`]: dialog(e),
    [`admin/${e.id}-list.tsx`]: list(e),
    [`admin/${e.id}-tab.tsx`]: tab(e),
  };
}
