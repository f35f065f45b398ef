import { AdminDialog } from "#kit/admin/admin-dialog";
import { blockDefinitions } from "../blocks/block-catalog";

/** The catalogue of block types, each with its Italian name and what it shows. */
export function AddBlockDialog({
  onClose,
  onAdd,
}: {
  onClose: () => void;
  onAdd: (type: string) => void;
}) {
  return (
    <AdminDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Aggiungi un blocco"
      description="Il blocco si aggiunge in fondo alla pagina: poi puoi spostarlo."
      size="lg"
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {blockDefinitions.map((definition) => (
          <li key={definition.type}>
            <button
              type="button"
              onClick={() => onAdd(definition.type)}
              className="h-full w-full rounded-lg border border-slate-300 p-3 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="block font-semibold text-slate-900">{definition.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{definition.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </AdminDialog>
  );
}
