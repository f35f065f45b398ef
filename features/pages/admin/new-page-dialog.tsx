import { useId, useState, type FormEvent } from "react";
import { Plus } from "lucide";
import { AdminDialog } from "#kit/admin/admin-dialog";
import { BusyButton } from "#kit/admin/busy-button";
import { apiFieldIssues, toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import { Button } from "#kit/ui/button";
import { DialogFooter } from "#kit/ui/dialog";
import { TextField } from "#kit/ui/input";
import { RequiredNote } from "#kit/ui/field";
import { pagePathProblem } from "../page-paths";
import { pageHeaderBlock } from "../blocks/page-header.block";
import { joinPath, segmentOf, splitPath } from "./page-address";
import { PageAddressField } from "./page-address-field";
import { useCreatePage } from "./pages-api";

/**
 * 'Nuova pagina': its title and where it lives (decision 059). The last part of the address is
 * proposed from the title until the owner writes it; the page starts as a draft with its
 * header, then opens in the editor.
 */
export function NewPageDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (page: { id: number }) => void;
}) {
  const id = useId();
  const create = useCreatePage();
  const [title, setTitle] = useState("");
  const [path, setPath] = useState("/");
  const [ownSegment, setOwnSegment] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; path?: string }>({});
  const changed = title !== "" || path !== "/";

  const changeTitle = (next: string) => {
    setTitle(next);
    if (!ownSegment) setPath(joinPath(splitPath(path).parent, segmentOf(next)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : "Titolo della pagina richiesto",
      path: splitPath(path).segment
        ? (pagePathProblem(path) ?? undefined)
        : "Scrivi il nome della pagina nell'indirizzo",
    };
    setErrors(found);
    if (found.title || found.path) return;
    const header = { ...pageHeaderBlock.create(), title: title.trim() };
    create.mutate(
      {
        title: title.trim(),
        path,
        blocks: [{ id: "intestazione", type: "page-header", data: header }],
      },
      {
        onSuccess: (page) => {
          toastSuccess("Pagina creata");
          if (page) onCreated(page);
          onClose();
        },
        onError: (error) => {
          const issues = apiFieldIssues(error);
          const pathIssue = issues.find((issue) => issue.path === "path");
          if (pathIssue) setErrors({ path: pathIssue.message });
          else toastError("Errore durante la creazione", error);
        },
      },
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Nuova pagina"
      description="Scegli il titolo e dove si trova: la pagina resta una bozza finché non è pubblicata."
      size="lg"
      busy={create.isPending}
      unsaved={changed}
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <RequiredNote />
        <TextField
          id={`${id}-title`}
          label="Titolo"
          required
          value={title}
          maxLength={255}
          onChange={(event) => changeTitle(event.target.value)}
          error={errors.title}
        />
        <PageAddressField
          path={path}
          onChange={(next) => {
            if (splitPath(next).segment !== splitPath(path).segment) setOwnSegment(true);
            setPath(next);
          }}
          error={errors.path}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Annulla
          </Button>
          <BusyButton
            type="submit"
            icon={Plus}
            busy={create.isPending}
            label="Crea la pagina"
            busyLabel="Creazione..."
          />
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
