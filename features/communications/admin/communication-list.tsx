import { useState } from "react";
import { CustomerLink } from "#features/customers/admin/customer-link";
import { Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import type { DeskCommunication } from "#features/support-desk/desk-views";
import { CardList } from "#kit/admin/card-list";
import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import { CommunicationTypeBadge, ReadBadge } from "#features/tickets/admin/support-badges";
import { formatCardDateTime } from "#kit/lib/dates";

type Props = {
  communications: DeskCommunication[];
  deleting: boolean;
  onDelete: (id: number) => Promise<unknown>;
};

/** Sent communications, one per recipient, newest first, each with delete (after confirmation). */
export function CommunicationList({ communications, deleting, onDelete }: Props) {
  const [chosen, setChosen] = useState<DeskCommunication | null>(null);
  return (
    <>
      <CardList
        items={communications}
        label="Comunicazioni inviate"
        testId="desk-communications"
        cardTestId="desk-communication"
      >
        {(c) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold text-slate-900">{c.title}</h4>
              <CommunicationTypeBadge type={c.type} />
              <ReadBadge isRead={c.isRead} />
              <span className="ml-auto text-sm text-slate-700">
                {formatCardDateTime(c.createdAt)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              A <CustomerLink id={c.customerId}>{c.customerName}</CustomerLink> · {c.customerEmail}
            </p>
            <p className="mt-2 line-clamp-3 whitespace-pre-wrap text-slate-800">{c.content}</p>
            <div className="mt-3 flex justify-end">
              <Button variant="secondary" size="sm" onClick={() => setChosen(c)}>
                <Icon node={Trash2} className="size-4" />
                Elimina
                <span className="sr-only">
                  {" "}
                  la comunicazione &quot;{c.title}&quot; a {c.customerName}
                </span>
              </Button>
            </div>
          </>
        )}
      </CardList>
      <ConfirmDeleteDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        description={
          chosen
            ? `Sei sicuro di voler eliminare la comunicazione "${chosen.title}" inviata a ${chosen.customerName}?`
            : ""
        }
        pending={deleting}
        onConfirm={() => {
          if (!chosen) return;
          onDelete(chosen.id).then(
            () => setChosen(null),
            () => undefined,
          );
        }}
      />
    </>
  );
}
