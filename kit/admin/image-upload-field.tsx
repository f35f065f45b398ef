import { use, useRef, useState, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { ImageUp, Images, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { cn } from "#kit/ui/cn";
import { toast } from "#kit/lib/use-toast";
import { isUnauthorizedError } from "#kit/lib/api-errors";
import { FieldMessages, describedBy } from "#kit/ui/field";
import { FilePickLabel } from "./file-pick-label";
import { ImageLibraryContext } from "./image-library";
import {
  IMAGE_ACCEPT,
  UPLOAD_ERROR_TITLE,
  UPLOAD_HINT,
  uploadErrorText,
  uploadImage,
} from "./upload-image";

type Props = {
  /** Id of the file input (unique in the page). */
  id: string;
  /** The field's name, e.g. 'Immagine in evidenza' or 'Logo'. */
  label: string;
  /** The current image URL, or null for none. */
  value: string | null;
  /** Called with the new URL after a successful upload, and with null by 'Rimuovi immagine'. */
  onChange: (url: string | null) => void;
  /** Success toast: 'Immagine caricata' (default) or 'Logo caricato' for logos. */
  successMessage?: "Immagine caricata" | "Logo caricato";
  /** Help under the field; default 'PNG, JPG fino a 5MB'. */
  hint?: ReactNode;
  /** Alt text of the preview; default "Anteprima dell'immagine". */
  previewAlt?: string;
  /** How the preview is drawn: "cover" for photos (default), "contain" for logos. */
  previewFit?: "cover" | "contain";
  /** Validation message from the form. */
  error?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends (e.g. to disable the dialog's save button). */
  onUploadingChange?: (uploading: boolean) => void;
  /**
   * Told the alternative text of an image chosen from the library, for a form with an alt field
   * of its own (which keeps a text already typed).
   */
  onLibraryAlt?: (alt: string) => void;
  className?: string;
};

/**
 * Image upload for the back-office dialogs (hero background, blog cover, client and partner
 * logos): a keyboard-reachable file input styled as a button, POST /api/upload with field
 * `image` (the upload joins the media library), 'Scegli dalla libreria' when the panel gives the
 * library's picker (ImageLibraryContext, decision 064), a preview of the current image and a
 * remove button. Toasts are the spec's:
 * success `successMessage`; failures 'Errore upload' with "Errore durante l'upload: {status}"
 * (plus the server's message), 'URL non ricevuto dal server' or 'Errore sconosciuto durante
 * l'upload'. The 5 MB limit is the server's (413); the browser does not check it.
 */
export function ImageUploadField({
  id,
  label,
  value,
  onChange,
  successMessage = "Immagine caricata",
  hint = UPLOAD_HINT,
  previewAlt = "Anteprima dell'immagine",
  previewFit = "cover",
  error,
  disabled,
  onUploadingChange,
  onLibraryAlt,
  className,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const picker = use(ImageLibraryContext);
  const [picking, setPicking] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file),
    onMutate: () => onUploadingChange?.(true),
    onSettled: () => onUploadingChange?.(false),
    onSuccess: (url) => {
      onChange(url);
      toast({ title: successMessage });
    },
    onError: (failure) => {
      // A lost session is handled by the admin query provider (back to the login page).
      if (isUnauthorizedError(failure)) return;
      toast({
        title: UPLOAD_ERROR_TITLE,
        description: uploadErrorText(failure),
        variant: "destructive",
      });
    },
  });

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = "";
    if (file) upload.mutate(file);
  };
  const busy = upload.isPending;
  const statusId = `${id}-status`;

  return (
    <div className={className}>
      <span className="block text-sm font-semibold text-slate-800">{label}</span>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={previewAlt}
            className={cn(
              "h-20 w-32 rounded-lg border border-slate-300 bg-slate-100",
              previewFit === "cover" ? "object-cover" : "object-contain p-1",
            )}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={disabled || busy}
            onChange={(event) => pick(event.currentTarget.files)}
            aria-label={`${value ? "Sostituisci immagine" : "Carica immagine"}: ${label}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            className="peer sr-only"
          />
          <FilePickLabel htmlFor={id} busy={busy} icon={ImageUp}>
            <span>{value ? "Sostituisci immagine" : "Carica immagine"}</span>
          </FilePickLabel>
          {picker ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled || busy}
              onClick={() => setPicking(true)}
              aria-label={`Scegli dalla libreria: ${label}`}
            >
              <Icon node={Images} className="size-4" />
              Scegli dalla libreria
            </Button>
          ) : null}
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled || busy}
              onClick={() => onChange(null)}
            >
              <Icon node={Trash2} className="size-4" />
              Rimuovi immagine
            </Button>
          ) : null}
        </div>
      </div>
      <p id={statusId} role="status" className="sr-only">
        {busy ? "Caricamento dell'immagine in corso..." : ""}
      </p>
      {busy ? (
        <p className="mt-1.5 text-sm text-slate-700" aria-hidden="true">
          Caricamento in corso...
        </p>
      ) : null}
      <FieldMessages id={id} error={error} hint={hint} />
      {picker && picking
        ? picker({
            label,
            onClose: () => setPicking(false),
            onChoose: (choice) => {
              setPicking(false);
              onChange(choice.url);
              if (choice.alt) onLibraryAlt?.(choice.alt);
            },
          })
        : null}
    </div>
  );
}
