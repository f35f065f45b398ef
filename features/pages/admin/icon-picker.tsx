import { useState } from "react";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { DialogFooter } from "#kit/ui/dialog";
import { AdminDialog } from "#kit/admin/admin-dialog";
import { FieldMessages, describedBy } from "#kit/ui/field";
import { blockIcons, type BlockIconName } from "../blocks/block-icons";

type Props = {
  id: string;
  label: string;
  value: string | null;
  onChange: (name: string | null) => void;
  error?: string;
};

const icons = Object.entries(blockIcons) as [BlockIconName, (typeof blockIcons)[BlockIconName]][];

/**
 * An icon of the catalogue (block-icons.ts), chosen by its drawing and its Italian name: the
 * current one and 'Scegli', which opens the icons as radio buttons (arrow keys move among them).
 */
export function IconPicker({ id, label, value, onChange, error }: Props) {
  const [open, setOpen] = useState(false);
  const current =
    value && Object.hasOwn(blockIcons, value) ? blockIcons[value as BlockIconName] : null;
  const hint = current ? `Scelta: ${current.label}` : "Nessuna icona";
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-brand-700">
          {current ? <Icon node={current.node} className="size-5" /> : null}
        </span>
        <Button
          id={id}
          size="sm"
          variant="secondary"
          onClick={() => setOpen(true)}
          aria-describedby={describedBy(id, error, hint)}
          aria-labelledby={`${id}-label ${id}`}
        >
          Scegli
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Togli l'icona<span className="sr-only"> ({label})</span>
          </Button>
        ) : null}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
      {open ? (
        <AdminDialog open onOpenChange={setOpen} title={`${label}: scegli l'icona`} size="xl">
          <fieldset>
            <legend className="sr-only">Icone</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {icons.map(([name, icon]) => (
                <label
                  key={name}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name={`${id}-icons`}
                    value={name}
                    checked={value === name}
                    onChange={() => onChange(name)}
                    className="sr-only"
                  />
                  <Icon node={icon.node} className="size-5 shrink-0 text-brand-700" />
                  {icon.label}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>Fatto</Button>
          </DialogFooter>
        </AdminDialog>
      ) : null}
    </div>
  );
}
