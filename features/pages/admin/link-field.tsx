import { useId } from "react";
import { TextField } from "#kit/ui/input";
import { usePageTargets } from "./pages-api";

type Props = {
  id: string;
  label: string;
  required: boolean;
  value: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

/**
 * Where a link goes: a page of the site chosen from the list the field offers as it is typed
 * (GET /api/admin/pages/targets), or any address (https://, mailto:, tel:).
 */
export function LinkField({ id, label, required, value, onChange, onBlur, error }: Props) {
  const listId = useId();
  const targets = usePageTargets().data ?? [];
  const page = targets.find((target) => target.path === value);
  return (
    <>
      <TextField
        id={id}
        label={label}
        required={required}
        value={value ?? ""}
        list={listId}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={
          page
            ? `Porta alla pagina «${page.title}».`
            : "Una pagina del sito (scegli dall'elenco, come /contatti) o un indirizzo che inizia con https://"
        }
      />
      <datalist id={listId}>
        {targets.map((target) => (
          <option key={target.id} value={target.path}>
            {target.title}
          </option>
        ))}
      </datalist>
    </>
  );
}
