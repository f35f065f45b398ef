import { useState } from "react";
import { Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import { formatNumericDate } from "#kit/lib/dates";
import { formatMinutes, hourMovementKindLabels } from "../hour-values";
import type { HourMovementView } from "../hours.schema";
import { useDeleteMovement } from "./hours-api";

/** "-1 h 30 min" for a deduction, "+10 h" for a top-up. */
export const signedTime = (minutes: number) =>
  minutes > 0 ? `+${formatMinutes(minutes)}` : formatMinutes(minutes);

/**
 * The movements of a package or a ticket, newest first, each with 'Elimina' (confirmed: the
 * time goes back to the balance). `showService`: name the package (a ticket's list).
 */
export function MovementList({
  movements,
  showService = false,
  emptyText,
}: {
  movements: HourMovementView[];
  showService?: boolean;
  emptyText: string;
}) {
  const [chosen, setChosen] = useState<HourMovementView | null>(null);
  const remove = useDeleteMovement();
  if (movements.length === 0) return <p className="text-sm text-slate-700">{emptyText}</p>;
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Movimenti del monte ore</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Data
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Tempo
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Dettagli
            </th>
            <th scope="col" className="py-1 font-semibold">
              <span className="sr-only">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.map((m) => (
            <tr key={m.id} data-testid="hour-movement" className="border-t border-slate-200">
              <td className="py-2 pr-3 whitespace-nowrap">{formatNumericDate(m.workDate)}</td>
              <td
                className={`py-2 pr-3 font-semibold whitespace-nowrap ${m.minutes < 0 ? "text-slate-900" : "text-green-800"}`}
              >
                {signedTime(m.minutes)}
              </td>
              <td className="py-2 pr-3 text-slate-800">
                {hourMovementKindLabels[m.kind]}
                {showService ? ` · ${m.serviceName}` : ""}
                {m.ticketId !== null && !showService ? ` · Ticket n. ${m.ticketId}` : ""}
                {m.note ? ` · ${m.note}` : ""}
                {m.adminName ? (
                  <span className="block text-xs text-slate-600">Registrato da {m.adminName}</span>
                ) : null}
              </td>
              <td className="py-2 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Elimina il movimento di ${formatMinutes(Math.abs(m.minutes))} del ${formatNumericDate(m.workDate)}`}
                  onClick={() => setChosen(m)}
                >
                  <Icon node={Trash2} className="size-4" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDeleteDialog
        open={chosen !== null}
        onOpenChange={(open) => (open ? null : setChosen(null))}
        description={
          chosen
            ? `Eliminare il movimento di ${formatMinutes(Math.abs(chosen.minutes))} del ${formatNumericDate(chosen.workDate)}?`
            : ""
        }
        details={
          chosen ? (
            <p>
              {chosen.minutes < 0
                ? "Il tempo torna nel saldo del pacchetto."
                : "Le ore ricaricate escono dal saldo del pacchetto."}
            </p>
          ) : null
        }
        pending={remove.isPending}
        onConfirm={() => chosen && remove.mutate(chosen.id, { onSuccess: () => setChosen(null) })}
      />
    </>
  );
}
