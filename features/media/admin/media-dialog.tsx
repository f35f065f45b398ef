import { useState } from "react";
import { Save } from "lucide";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { BusyButton } from "#kit/admin/busy-button";
import { Button } from "#kit/ui/button";
import { DialogFooter } from "#kit/ui/dialog";
import { TextField } from "#kit/ui/input";
import { toast } from "#kit/lib/use-toast";
import { errorMessage } from "#kit/lib/api-errors";
import { mediaLimits, mediaMessages, type MediaItem } from "../media.schema";
import { FocalPointPicker } from "./focal-point-picker";
import { useChangeMedia } from "./media-api";

/** 'Modifica immagine': the alternative text and the focal point of one image of the library. */
export function MediaDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const [error, setError] = useState<string | undefined>();
  const save = useChangeMedia();
  const unsaved = alt !== item.alt || focal.x !== item.focalX || focal.y !== item.focalY;
  const submit = () => {
    if (alt.trim().length > mediaLimits.alt) {
      setError(mediaMessages.altTooLong);
      return;
    }
    save.mutate(
      { id: item.id, change: { alt, focalX: focal.x, focalY: focal.y } },
      {
        onSuccess: () => {
          toast({ title: mediaMessages.saved });
          onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure, "Impossibile salvare l'immagine");
          setError(message);
          toast({ title: "Errore", description: message, variant: "destructive" });
        },
      },
    );
  };
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title="Modifica immagine"
      description={item.name}
      size="xl"
      busy={save.isPending}
      unsaved={unsaved}
    >
      <form
        className="grid gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id="media-dialog-alt"
          label="Testo alternativo"
          value={alt}
          maxLength={mediaLimits.alt}
          onChange={(event) => {
            setAlt(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint="Descrive l'immagine a chi non la vede (lettori di schermo, immagine non caricata). Dove l'immagine è usata con un testo alternativo proprio, vale quello."
        />
        <FocalPointPicker
          id="media-dialog-focal"
          src={item.url}
          value={focal}
          onChange={setFocal}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Annulla
          </Button>
          <BusyButton
            type="submit"
            busy={save.isPending}
            label="Salva modifiche"
            busyLabel="Salvataggio..."
            icon={Save}
          />
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
