import type { Context, Env, Input } from "hono";
import { z } from "#kit/lib/zod";
import type { Database } from "#db/client";
import { adminPathTarget, logExport } from "#features/activity/activity.server";

/**
 * CSV for Italian Excel (decision 023): UTF-8 with a byte-order mark (so Excel reads accents),
 * fields separated by `;` (Excel's separator where the decimal mark is the comma), lines ended
 * by CR LF, a field quoted when it holds `;`, `"`, CR or LF (inner quotes doubled). A text that a
 * spreadsheet would run as a formula gets a leading `'`: one that starts with `=`, `@`, tab or
 * CR, or with `+` or `-` unless it is only a number or a phone number ("+39 045 123 4567",
 * "-12,5"), which stays as typed.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null };

const FORMULA_START = /^[=@\t\r]/;
const SIGNED = /^[+-]/;
const NUMBER_OR_PHONE = /^[+-][\d\s().,/-]*$/;

function runsAsFormula(text: string): boolean {
  return FORMULA_START.test(text) || (SIGNED.test(text) && !NUMBER_OR_PHONE.test(text));
}

/** One field as written in the file. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = typeof value === "boolean" ? (value ? "Sì" : "No") : String(value);
  if (typeof value === "string" && runsAsFormula(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => csvField(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))));
  return `\uFEFF${lines.map((fields) => fields.join(";")).join("\r\n")}\r\n`;
}

/** The answer of an export: the file as an attachment named `<name>-<date>.csv`. */
export function csvResponse(name: string, body: string, now = new Date()): Response {
  const date = now.toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${date}.csv"`,
    },
  });
}

/** The answer of a list's GET /export.csv, as the API describes it. */
export const csvFileAnswer = {
  200: { description: "Il file CSV", content: { "text/csv": { schema: z.string() } } },
};

/**
 * The handler of an admin list's GET /export.csv: every row `rows` finds for the list's query
 * (search and filters), as the file `<name>-<date>.csv` of `columns`. The lists hold personal
 * data, so each export is written in the activity log (`logExport`, under the list's admin API
 * mount): who, the rows, the search and filters.
 */
export const csvExport =
  <Query, Row>(
    db: Database,
    name: string,
    columns: CsvColumn<Row>[],
    rows: (db: Database, query: Query) => Promise<Row[]>,
  ) =>
  async <E extends Env, P extends string, I extends Input>(c: Context<E, P, I>) => {
    const found = await rows(db, c.req.valid("query" as never) as Query);
    const url = new URL(c.req.url);
    await logExport(db, c as unknown as Context, {
      entity: adminPathTarget(url.pathname).entity,
      rows: found.length,
      filters: [...url.searchParams].map(([key, value]) => `${key}=${value}`).join(", "),
    });
    return csvResponse(name, toCsv(columns, found));
  };
