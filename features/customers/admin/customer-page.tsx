import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, LifeBuoy, Send } from "lucide";
import { answer } from "#kit/lib/api-client";
import { formatCardDateTime, formatNumericDate } from "#kit/lib/dates";
import { Icon } from "#kit/ui/icon";
import { Badge } from "#kit/ui/badge";
import { Button } from "#kit/ui/button";
import { EmptyState } from "#kit/admin/tab-parts";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { ActivityEntries } from "#features/activity/admin/activity-entries";
import { ServiceStatusBadge } from "#features/customer-services/admin/service-status-badge";
import { takesHours } from "#features/customer-services/customer-services.schema";
import { templateTypeLabels } from "#features/service-templates/template-values";
import { formatPrice } from "#features/service-templates/price-values";
import {
  CommunicationTypeBadge,
  PriorityBadge,
  ReadBadge,
  RequestStatusBadge,
  TicketStatusBadge,
} from "#features/tickets/admin/support-badges";
import { TicketThreadDialog } from "#features/tickets/admin/ticket-thread-dialog";
import { NewTicketDialog } from "#features/tickets/admin/new-ticket-dialog";
import { CommunicationDialog } from "#features/communications/admin/communication-dialog";
import {
  customerRequestKindLabels,
  type CustomerPage,
  type CustomerPageService,
} from "../customer-page.schema";
import { ActiveBadge } from "./active-badge";
import { AccessLinkConfirm } from "./access-link-confirm";
import { customersClient, customersPath, useCustomerMutations } from "./customer-api";
import { CustomerNotes } from "./customer-notes";

const mailStatusLabels = { pending: "In coda", sent: "Inviata", failed: "Non recapitata" };
const mailStatusTones = { pending: "warning", sent: "success", failed: "danger" } as const;

/** The query key of a customer's page (a write on the page refreshes it). */
export const customerPageQueryKey = (id: number) => [customersPath, id, "page"] as const;

/**
 * One section of the page: its heading, what it holds or its empty state, and "Vedi tutti" to
 * the full list filtered on the customer, where there is one.
 */
function Section({
  title,
  count,
  more,
  empty,
  testId,
  children,
}: {
  title: string;
  /** Shown and total rows; null when the section has no count (the data). */
  count?: { shown: number; total: number };
  more?: { href: string; label: string };
  empty?: string;
  testId: string;
  children?: ReactNode;
}) {
  const id = useId();
  const isEmpty = count !== undefined && count.total === 0;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
          {count && count.total > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-600">
              {count.total > count.shown
                ? `(ultimi ${count.shown} di ${count.total})`
                : `(${count.total})`}
            </span>
          ) : null}
        </h2>
        {more && !isEmpty ? (
          <Link to={more.href} className="ml-auto text-sm font-medium text-blue-700 underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {isEmpty ? <EmptyState>{empty}</EmptyState> : children}
    </section>
  );
}

/** A small table of a section: a caption for screen readers, a header, its rows. */
function SectionTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-4 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "py-2 pr-4 align-top";

function DataItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function servicePrice(service: CustomerPageService) {
  return formatPrice(service.customPrice, service.customPricePeriod) ?? "Non indicato";
}

/**
 * A customer's page in the back office (issue 26, decision 069): their data, services, tickets,
 * requests, communications, mails sent, the activity on them and the staff's internal notes,
 * each section the latest 10 with "Vedi tutti"; actions: a ticket on their behalf, a
 * communication, a link to set the password. `initial` comes from the page's loader (the same
 * server function as `GET /api/admin/customers/{id}/page`), then the query keeps it fresh.
 */
export function CustomerPageView({ initial }: { initial: CustomerPage }) {
  const id = initial.customer.id;
  const client = useQueryClient();
  const queryKey = customerPageQueryKey(id);
  const query = useQuery({
    queryKey,
    queryFn: () => answer(customersClient[":id"].page.$get({ param: { id: String(id) } })),
    initialData: initial,
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  const page = query.data;
  const { customer } = page;
  const name = `${customer.firstName} ${customer.lastName}`;
  const { sendLink } = useCustomerMutations();
  const [dialog, setDialog] = useState<"ticket" | "communication" | "link" | null>(null);
  const [openTicket, setOpenTicket] = useState<number | null>(null);
  const close = () => setDialog(null);

  return (
    <div className="grid gap-6" data-testid="customer-page">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-700">
          {customer.companyName ? `${customer.companyName} · ` : ""}
          {customer.email}
        </p>
        <ActiveBadge active={customer.isActive} inactiveLabel="Disattivato" />
        <div className="ml-auto flex flex-wrap gap-2">
          {page.tickets ? (
            <Button onClick={() => setDialog("ticket")}>
              <Icon node={LifeBuoy} className="size-4" />
              Nuovo ticket
            </Button>
          ) : null}
          {page.communications ? (
            <Button variant="secondary" onClick={() => setDialog("communication")}>
              <Icon node={Send} className="size-4" />
              Invia comunicazione
            </Button>
          ) : null}
          {customer.isActive ? (
            <Button variant="secondary" onClick={() => setDialog("link")}>
              <Icon node={KeyRound} className="size-4" />
              Invia link per impostare la password
            </Button>
          ) : null}
        </div>
      </div>

      <Section title="Dati del cliente" testId="customer-data">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DataItem label="Nome">{name}</DataItem>
          <DataItem label="E-mail">{customer.email}</DataItem>
          <DataItem label="Telefono">{customer.phone ?? "Non indicato"}</DataItem>
          <DataItem label="Azienda">{customer.companyName ?? "Privato"}</DataItem>
          <DataItem label="Partita IVA">{customer.vatNumber ?? "Non indicata"}</DataItem>
          <DataItem label="Indirizzo">
            <span className="whitespace-pre-wrap">{customer.address ?? "Non indicato"}</span>
          </DataItem>
          <DataItem label="Cliente dal">{formatNumericDate(customer.createdAt)}</DataItem>
          <DataItem label="Ultimo accesso">
            {customer.lastLogin ? formatCardDateTime(customer.lastLogin) : "Mai"}
          </DataItem>
          <DataItem label="Accesso in due passaggi">
            {customer.twoFactor ? "Attivo" : "Non attivo"}
          </DataItem>
        </dl>
      </Section>

      {page.services ? (
        <Section
          title="Servizi"
          testId="customer-services"
          count={{ shown: page.services.items.length, total: page.services.total }}
          more={{
            href: adminTabHref("service-assignments", { customerId: String(id) }),
            label: "Vedi tutti i servizi",
          }}
          empty="Nessun servizio assegnato a questo cliente."
        >
          <SectionTable
            caption={`Servizi di ${name}`}
            headers={["Servizio", "Tipo", "Stato", "Scadenza", "Prezzo", "Ore residue"]}
          >
            {page.services.items.map((service) => (
              <tr key={service.id}>
                <td className={`${cell} font-semibold`}>{service.serviceName}</td>
                <td className={cell}>
                  {service.templateType ? templateTypeLabels[service.templateType] : "—"}
                </td>
                <td className={cell}>
                  <ServiceStatusBadge status={service.status} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatNumericDate(service.expiryDate)}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{servicePrice(service)}</td>
                <td className={cell}>
                  {takesHours(service.templateType) ? (service.hoursRemaining ?? 0) : "—"}
                </td>
              </tr>
            ))}
          </SectionTable>
        </Section>
      ) : null}

      {page.tickets ? (
        <Section
          title="Ticket"
          testId="customer-tickets"
          count={{ shown: page.tickets.items.length, total: page.tickets.total }}
          more={{
            href: adminTabHref("tickets", { customerId: String(id) }),
            label: "Vedi tutti i ticket",
          }}
          empty="Nessun ticket di questo cliente."
        >
          <SectionTable
            caption={`Ticket di ${name}`}
            headers={["N.", "Titolo", "Stato", "Priorità", "Ultima attività"]}
          >
            {page.tickets.items.map((ticket) => (
              <tr key={ticket.id} data-testid="customer-ticket">
                <td className={cell}>{ticket.id}</td>
                <td className={cell}>
                  <button
                    type="button"
                    className="text-left font-semibold text-blue-700 underline"
                    onClick={() => setOpenTicket(ticket.id)}
                  >
                    {ticket.title}
                  </button>
                </td>
                <td className={cell}>
                  <TicketStatusBadge status={ticket.status} />
                </td>
                <td className={cell}>
                  <PriorityBadge priority={ticket.priority} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatCardDateTime(ticket.lastActivityAt)}
                </td>
              </tr>
            ))}
          </SectionTable>
        </Section>
      ) : null}

      {page.requests ? (
        <Section
          title="Richieste"
          testId="customer-requests"
          count={{ shown: page.requests.items.length, total: page.requests.total }}
          more={{
            href: adminTabHref("requests", { q: customer.email }),
            label: "Vedi tutte le richieste",
          }}
          empty="Nessuna richiesta di informazioni, disdetta o rinnovo."
        >
          <SectionTable
            caption={`Richieste di ${name}`}
            headers={["Tipo", "Oggetto o servizio", "Stato", "Data"]}
          >
            {page.requests.items.map((request) => (
              <tr key={`${request.kind}-${request.id}`}>
                <td className={cell}>
                  <Link
                    to={adminTabHref("requests", { kind: request.kind, q: customer.email })}
                    className="font-medium text-blue-700 underline"
                  >
                    {customerRequestKindLabels[request.kind]}
                  </Link>
                </td>
                <td className={cell}>{request.subject || "—"}</td>
                <td className={cell}>
                  <RequestStatusBadge status={request.status} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatCardDateTime(request.createdAt)}
                </td>
              </tr>
            ))}
          </SectionTable>
        </Section>
      ) : null}

      {page.communications ? (
        <Section
          title="Comunicazioni inviate"
          testId="customer-communications"
          count={{ shown: page.communications.items.length, total: page.communications.total }}
          more={{
            href: adminTabHref("communications", { q: customer.email }),
            label: "Vedi tutte le comunicazioni",
          }}
          empty="Nessuna comunicazione inviata a questo cliente."
        >
          <SectionTable
            caption={`Comunicazioni inviate a ${name}`}
            headers={["Titolo", "Tipo", "Lettura", "Data"]}
          >
            {page.communications.items.map((communication) => (
              <tr key={communication.id}>
                <td className={`${cell} font-semibold`}>{communication.title}</td>
                <td className={cell}>
                  <CommunicationTypeBadge type={communication.type} />
                </td>
                <td className={cell}>
                  <ReadBadge isRead={communication.isRead} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatCardDateTime(communication.createdAt)}
                </td>
              </tr>
            ))}
          </SectionTable>
        </Section>
      ) : null}

      <Section
        title="E-mail inviate"
        testId="customer-mails"
        count={{ shown: page.mails.items.length, total: page.mails.total }}
        empty="Nessuna e-mail inviata a questo indirizzo."
      >
        <SectionTable caption={`E-mail inviate a ${name}`} headers={["Oggetto", "Stato", "Data"]}>
          {page.mails.items.map((mail) => (
            <tr key={mail.id}>
              <td className={cell}>{mail.subject}</td>
              <td className={cell}>
                <Badge tone={mailStatusTones[mail.status]}>{mailStatusLabels[mail.status]}</Badge>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatCardDateTime(mail.sentAt ?? mail.createdAt)}
              </td>
            </tr>
          ))}
        </SectionTable>
      </Section>

      {page.activity ? (
        <Section
          title="Attività"
          testId="customer-activity"
          count={{ shown: page.activity.items.length, total: page.activity.total }}
          more={{
            href: adminTabHref("activity", { entity: "customers", entityId: String(id) }),
            label: "Registro attività del cliente",
          }}
          empty="Nessuna modifica registrata su questo cliente e sui suoi dati."
        >
          <ActivityEntries entries={page.activity.items} />
        </Section>
      ) : null}

      <Section title="Note interne" testId="customer-notes-section">
        <CustomerNotes customerId={id} notes={page.notes} refresh={refresh} />
      </Section>

      {dialog === "ticket" ? (
        <NewTicketDialog
          customer={{ id, name }}
          services={page.services?.items ?? []}
          onClose={close}
          onCreated={() => void refresh()}
        />
      ) : null}
      {dialog === "communication" ? (
        <CommunicationDialog
          customer={{ id, name }}
          onClose={close}
          onSent={() => void refresh()}
        />
      ) : null}
      <AccessLinkConfirm
        customer={dialog === "link" ? customer : null}
        pending={sendLink.isPending}
        onClose={close}
        onConfirm={(chosen) =>
          sendLink.mutate(chosen, {
            onSuccess: () => {
              close();
              void refresh();
            },
          })
        }
      />
      {openTicket !== null ? (
        <TicketThreadDialog
          ticketId={openTicket}
          onClose={() => {
            setOpenTicket(null);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
