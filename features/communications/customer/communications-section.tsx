import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide";
import { Badge } from "#kit/ui/badge";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import { formatNumericDate, isoOf } from "#kit/lib/dates";
import type { PortalCommunication } from "#features/customer-portal/portal-views";
import { CommunicationTypeBadge } from "#features/shared/customer/badges";
import { usePortalMutation } from "#features/shared/customer/forms/use-portal-mutation";
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SectionHeader,
} from "#features/shared/customer/states";

/** Comunicazioni: the company's messages; opening an unread one marks it as read. */
export function CommunicationsSection() {
  const list = useQuery({
    queryKey: customerKeys.communications,
    queryFn: customerApi.communications,
  });
  const [openIds, setOpenIds] = useState<Set<number>>(new Set());
  const markRead = usePortalMutation({
    mutationFn: customerApi.markRead,
    success: { title: "Comunicazione letta" },
    failure: "Errore nell'aggiornamento della comunicazione",
  });
  const unread = list.data?.filter((c) => !c.isRead).length ?? 0;

  const toggle = (item: PortalCommunication) => {
    const next = new Set(openIds);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      if (!item.isRead && !markRead.isPending) markRead.mutate(item.id);
    }
    setOpenIds(next);
  };

  return (
    <>
      <SectionHeader title="Comunicazioni">
        {list.data
          ? unread > 0
            ? `Hai ${unread} ${unread === 1 ? "comunicazione" : "comunicazioni"} da leggere.`
            : "Hai letto tutte le comunicazioni."
          : "I messaggi che ti inviamo su servizi, manutenzioni e novità."}
      </SectionHeader>
      {list.isPending ? (
        <LoadingState label="Caricamento delle comunicazioni..." />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>
          <p>Non ci sono comunicazioni per te.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="communication-list">
          {list.data.map((item) => {
            const open = openIds.has(item.id);
            const bodyId = `communication-${item.id}`;
            return (
              <li
                key={item.id}
                data-read={item.isRead ? "true" : "false"}
                className={cn(
                  "rounded-xl border bg-white shadow-sm",
                  item.isRead ? "border-slate-200" : "border-brand-600",
                )}
              >
                <h2>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={bodyId}
                    onClick={() => toggle(item)}
                    className="flex w-full flex-wrap items-center gap-3 rounded-xl p-4 text-left focus-ring focus-visible:outline-brand-700"
                  >
                    <span className="flex-1">
                      <span
                        className={cn(
                          "block text-base text-slate-900",
                          item.isRead ? "font-medium" : "font-bold",
                        )}
                      >
                        {item.title}
                      </span>
                      <span className="mt-1 block text-sm text-slate-700">
                        <time dateTime={isoOf(item.createdAt)}>
                          {formatNumericDate(item.createdAt)}
                        </time>
                      </span>
                    </span>
                    {item.isRead ? null : <Badge tone="critical">Da leggere</Badge>}
                    <CommunicationTypeBadge type={item.type} />
                    <Icon
                      node={ChevronDown}
                      className={cn(
                        "size-5 text-slate-600 transition-transform",
                        open && "rotate-180",
                      )}
                    />
                  </button>
                </h2>
                <div
                  id={bodyId}
                  hidden={!open}
                  className="border-t border-slate-100 px-4 pt-3 pb-4"
                >
                  <p className="text-sm whitespace-pre-line text-slate-800">{item.content}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
