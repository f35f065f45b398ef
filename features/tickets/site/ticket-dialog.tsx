import { Dialog, DialogContent } from "#kit/ui/dialog";
import { TicketForm } from "./ticket-form";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The support ticket dialog of /area-clienti, opened by the 'Apri Ticket' buttons; its code (the
 * form and its rules) is loaded when first opened (ticket-dialog-on-demand.tsx).
 */
export default function TicketDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Apri un ticket di assistenza"
        description="Descrivi il problema: il ticket arriva subito al nostro supporto tecnico e ti rispondiamo via email secondo la priorità indicata."
        size="lg"
      >
        <TicketForm onSent={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
