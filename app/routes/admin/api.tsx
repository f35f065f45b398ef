import type { Route } from "./+types/api";
import { adminOfPage } from "./admin-page.server";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { adminPageMeta } from "./admin-page-meta";
import { apiOperations, type ApiOperation } from "./api-operations.server";

const TITLE = "Riferimento API";

export const meta: Route.MetaFunction = adminPageMeta(TITLE);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOfPage(request, context, "api");
  const document = context.apiDocument();
  return { admin, version: document.info.version, groups: apiOperations(document) };
}

/**
 * /admin/api: every operation of the API described by /api/openapi.json (decision 020), by
 * area, with its request and answer schemas. Plain HTML: nothing to load but the admin frame.
 */
export default function AdminApiReference({ loaderData }: Route.ComponentProps) {
  const { admin, groups, version } = loaderData;
  const count = groups.reduce((total, [, operations]) => total + operations.length, 0);
  return (
    <AdminFrame admin={admin} activeTab={null} title={TITLE}>
      <p className="mb-6 max-w-3xl text-sm text-slate-700">
        {count} operazioni (versione {version}). Il documento OpenAPI completo è in{" "}
        <a className="font-medium text-blue-700 underline" href="/api/openapi.json">
          /api/openapi.json
        </a>
        . Gli errori rispondono con <code>{"{ message, issues? }"}</code> e il messaggio in
        italiano.
      </p>
      <nav aria-label="Aree dell'API" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map(([tag]) => (
            <li key={tag}>
              <a
                className="inline-block rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-100"
                href={`#${anchor(tag)}`}
              >
                {tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([tag, operations]) => (
        <section key={tag} aria-labelledby={anchor(tag)} className="mb-10">
          <h2 id={anchor(tag)} className="mb-3 text-lg font-bold text-slate-900">
            {tag}
          </h2>
          <ul className="space-y-3">
            {operations.map((operation) => (
              <OperationItem key={operation.id} operation={operation} />
            ))}
          </ul>
        </section>
      ))}
    </AdminFrame>
  );
}

const anchor = (tag: string) => `api-${tag.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`;

function OperationItem({ operation }: { operation: ApiOperation }) {
  return (
    <li
      className="rounded border border-slate-200 bg-white p-4"
      data-testid="api-operation"
      data-operation={`${operation.method} ${operation.path}`}
    >
      <h3 className="flex flex-wrap items-baseline gap-3 text-base">
        <span className="rounded bg-slate-800 px-2 py-0.5 font-mono text-xs font-bold text-white">
          {operation.method}
        </span>
        <code className="font-mono text-sm text-slate-900">{operation.path}</code>
        <span className="text-sm text-slate-700">{operation.summary}</span>
      </h3>
      {operation.description ? (
        <p className="mt-2 text-sm text-slate-700">{operation.description}</p>
      ) : null}
      {operation.parameters ? <Schema label="Parametri" json={operation.parameters} /> : null}
      {operation.request ? <Schema label="Corpo della richiesta" json={operation.request} /> : null}
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">
          Risposte di {operation.method} {operation.path}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-1 pr-4 font-semibold">
              Stato
            </th>
            <th scope="col" className="py-1 pr-4 font-semibold">
              Significato
            </th>
            <th scope="col" className="py-1 font-semibold">
              Schema
            </th>
          </tr>
        </thead>
        <tbody>
          {operation.responses.map((response) => (
            <tr key={response.status} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 pr-4 font-mono font-semibold text-slate-900">
                {response.status}
              </th>
              <td className="py-1 pr-4 text-slate-800">{response.description}</td>
              <td className="py-1">
                {response.schema ? (
                  <Schema
                    label={`Schema della risposta ${response.status}`}
                    json={response.schema}
                  />
                ) : (
                  <span className="text-slate-700">nessun contenuto</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/** A schema as indented JSON, folded until asked for. */
function Schema({ label, json }: { label: string; json: string }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-blue-800">{label}</summary>
      <pre
        tabIndex={0}
        aria-label={label}
        className="mt-1 max-h-96 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100"
      >
        {json}
      </pre>
    </details>
  );
}
