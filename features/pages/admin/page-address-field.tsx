import { useId } from "react";
import { SelectField } from "#kit/ui/select";
import { TextField } from "#kit/ui/input";
import { joinPath, segmentOf, splitPath } from "./page-address";
import { usePageTargets } from "./pages-api";

type Props = {
  path: string;
  onChange: (path: string) => void;
  onBlur?: () => void;
  /** The page's own path: neither it nor a page under it is offered as the place to live. */
  ownPath?: string;
  error?: string;
  /** A page of the site's code keeps its address. */
  fixed?: boolean;
};

const MAX_SEGMENTS = 4;

/**
 * Where a page lives, in plain words (decision 059): 'Sotto' (the home page or another page),
 * the last part of the address written as words, and the full address it makes. The server's
 * path rules (page-paths.ts) give the errors.
 */
export function PageAddressField({ path, onChange, onBlur, ownPath, error, fixed = false }: Props) {
  const id = useId();
  const targets = usePageTargets().data ?? [];
  const { parent, segment } = splitPath(path);
  const depth = (candidate: string) => candidate.split("/").filter(Boolean).length;
  const under = (candidate: string) =>
    ownPath !== undefined && (candidate === ownPath || candidate.startsWith(`${ownPath}/`));
  const parents = targets.filter(
    (target) => target.path !== "/" && depth(target.path) < MAX_SEGMENTS && !under(target.path),
  );
  const options = [
    { value: "/", label: "Pagina principale" },
    ...(parent !== "/" && !parents.some((target) => target.path === parent)
      ? [{ value: parent, label: parent }]
      : []),
    ...parents.map((target) => ({ value: target.path, label: `${target.title} (${target.path})` })),
  ];
  if (fixed) {
    return (
      <div>
        <p className="text-sm font-semibold text-slate-800">Indirizzo</p>
        <p className="mt-1 font-mono text-slate-900">{path}</p>
        <p className="mt-1 text-sm text-slate-600">
          Il sito usa questa pagina a questo indirizzo: non si può spostare.
        </p>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Dove si trova la pagina</legend>
      <SelectField
        id={`${id}-parent`}
        label="Sotto"
        options={options}
        value={parent}
        onChange={(event) => onChange(joinPath(event.target.value, segment))}
        hint="La pagina in cui si trova questa."
      />
      <TextField
        id={`${id}-segment`}
        label="Nome nell'indirizzo"
        required
        value={segment}
        onChange={(event) => onChange(joinPath(parent, segmentOf(event.target.value, false)))}
        onBlur={() => {
          onChange(joinPath(parent, segmentOf(segment)));
          onBlur?.();
        }}
        hint="Parole separate da trattini, come sicurezza-informatica."
        error={error}
      />
      <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
        Indirizzo completo:{" "}
        <span className="font-mono font-semibold text-slate-900" data-testid="page-full-path">
          {path}
        </span>
      </p>
    </fieldset>
  );
}
