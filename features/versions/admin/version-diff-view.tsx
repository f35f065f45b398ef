import { clsx } from "clsx";
import type { BlockDiff, DiffPart, FieldDiff } from "../version-diff";

/** The text of a field with its additions and removals, said in words to screen readers too. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
      {parts.map((part, index) =>
        part.change === "added" ? (
          <ins key={index} className="rounded-sm bg-green-100 text-green-900 no-underline">
            <span className="sr-only">[Aggiunto: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.change === "removed" ? (
          <del key={index} className="rounded-sm bg-red-100 text-red-900">
            <span className="sr-only">[Tolto: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function FieldList({ fields }: { fields: FieldDiff[] }) {
  return (
    <dl className="grid gap-3">
      {fields.map((field) => (
        <div key={field.field} className="grid gap-1">
          <dt className="text-sm font-semibold text-slate-900">{field.label}</dt>
          <dd>
            <DiffText parts={field.parts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Aggiunto in posizione 3", "Spostato dalla posizione 1 alla 2 e modificato"… */
function blockChange(block: BlockDiff): string {
  if (block.change === "added") return `Aggiunto in posizione ${block.to}`;
  if (block.change === "removed") return `Tolto (era in posizione ${block.from})`;
  const moved = `Spostato dalla posizione ${block.from} alla ${block.to}`;
  if (block.change === "moved") return moved;
  return block.moved ? `${moved} e modificato` : `Modificato (posizione ${block.to})`;
}

const blockTones: Record<BlockDiff["change"], string> = {
  added: "border-green-300",
  removed: "border-red-300",
  moved: "border-sky-300",
  changed: "border-amber-300",
};

/** What differs from a version to the content now: its fields, and a page's blocks one by one. */
export function VersionDiffView({ fields, blocks }: { fields: FieldDiff[]; blocks: BlockDiff[] }) {
  if (fields.length === 0 && blocks.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        Nessuna differenza: questa versione è uguale a quella attuale.
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="flex flex-wrap gap-3 text-sm text-slate-700" aria-hidden="true">
        <span>
          <ins className="rounded-sm bg-green-100 px-1 text-green-900 no-underline">Aggiunto</ins>{" "}
          nella versione attuale
        </span>
        <span>
          <del className="rounded-sm bg-red-100 px-1 text-red-900">Tolto</del> dalla versione
          attuale
        </span>
      </p>
      {fields.length > 0 ? <FieldList fields={fields} /> : null}
      {blocks.length > 0 ? (
        <section aria-label="Blocchi" className="grid gap-3">
          <h3 className="text-base font-semibold text-slate-900">Blocchi</h3>
          <ul className="grid gap-3">
            {blocks.map((block) => (
              <li
                key={`${block.change}-${block.id}`}
                className={clsx("rounded-lg border-l-4 bg-slate-50 p-3", blockTones[block.change])}
              >
                <p className="text-sm font-semibold text-slate-900">
                  {block.label}: {blockChange(block)}
                </p>
                {block.fields.length > 0 && block.change === "changed" ? (
                  <div className="mt-2">
                    <FieldList fields={block.fields} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
