import { LoaderCircle, Save } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { AdminDialogFooter } from "#app/components/admin/shared/admin-dialog";

/** Parts shared by the client, partner and solution dialogs. */

export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600">
      I campi contrassegnati con <span className="text-red-700">*</span> sono obbligatori.
    </p>
  );
}

type FooterProps = {
  /** The save call is running: 'Salvataggio...' and both buttons disabled. */
  pending: boolean;
  /** Saving is not possible yet (e.g. an upload is running). */
  disabled?: boolean;
  submitLabel: string;
  onCancel: () => void;
};

/** Annulla and the submit button with its pending state. */
export function CatalogDialogFooter({ pending, disabled, submitLabel, onCancel }: FooterProps) {
  return (
    <AdminDialogFooter>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Annulla
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? (
          <Icon node={LoaderCircle} className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Icon node={Save} className="size-4" />
        )}
        {pending ? "Salvataggio..." : submitLabel}
      </Button>
    </AdminDialogFooter>
  );
}

/** A small on/off badge used in the lists (In evidenza, Attivo...). */
export function FlagBadge({
  on,
  label,
  offLabel,
}: {
  on: boolean;
  label: string;
  offLabel?: string;
}) {
  if (!on && !offLabel) return null;
  return (
    <span
      className={
        on
          ? "inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800"
          : "inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
      }
    >
      {on ? label : offLabel}
    </span>
  );
}
