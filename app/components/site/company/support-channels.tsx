import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  BookOpen,
  Clock,
  Inbox,
  Mail,
  MonitorSmartphone,
  Phone,
  Ticket,
  type IconNode,
} from "lucide";
import { Icon } from "#kit/ui/icon";
import { companyPhones, telHref, type SiteSettings } from "#features/settings/site-settings";
import { PageSection } from "./section-heading";

const linkClass =
  "font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline focus-ring focus-visible:outline-brand-700";

type Channel = { icon: IconNode; title: string; text: string; action: ReactNode };

function channels(settings: SiteSettings): Channel[] {
  const phones = companyPhones(settings);
  return [
    {
      icon: Ticket,
      title: "Apri un ticket",
      text: "Il modo più rapido per segnalare un problema: la richiesta arriva subito al tecnico di turno, con la priorità che indichi.",
      action: (
        <Link to="/area-clienti" className={linkClass}>
          Apri un ticket dall'Area Clienti
        </Link>
      ),
    },
    {
      icon: Phone,
      title: "Chiamaci",
      text: "Per le urgenze e per parlare direttamente con un tecnico durante l'orario di assistenza.",
      action: (
        <span className="flex flex-col gap-1">
          {phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className={linkClass}>
              {phone}
            </a>
          ))}
        </span>
      ),
    },
    {
      icon: Mail,
      title: "Scrivici",
      text: "Per domande amministrative, richieste di informazioni e segnalazioni non urgenti.",
      action: (
        <a href={`mailto:${settings.email}`} className={linkClass}>
          {settings.email}
        </a>
      ),
    },
    {
      icon: MonitorSmartphone,
      title: "Teleassistenza",
      text: "Scarica il software di assistenza remota: il tecnico si collega al tuo computer solo con il tuo consenso.",
      action: (
        <Link to="/area-clienti" className={linkClass}>
          Scarica il software
        </Link>
      ),
    },
    {
      icon: BookOpen,
      title: "Guide alla posta elettronica",
      text: "Istruzioni passo per passo per configurare la posta aziendale su computer, smartphone e tablet.",
      action: (
        <Link to="/area-clienti" className={linkClass}>
          Consulta le guide
        </Link>
      ),
    },
    {
      icon: Inbox,
      title: "Webmail",
      text: "Leggi e invia la posta aziendale da qualsiasi browser, anche quando sei fuori ufficio.",
      action: (
        <Link to="/webmail" className={linkClass}>
          Accedi alla webmail
        </Link>
      ),
    },
  ];
}

/** The ways to reach support, with phones and e-mail from the site settings. */
export function SupportChannels({ settings }: { settings: SiteSettings }) {
  return (
    <PageSection
      id="support-channels-title"
      eyebrow="Contatti"
      title="Come ottenere assistenza"
      lead="Scegli il canale più adatto alla tua richiesta: ogni segnalazione viene registrata e seguita fino alla soluzione."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {channels(settings).map(({ icon, title, text, action }) => (
          <li
            key={title}
            className="flex flex-col rounded-2xl border border-slate-200 p-7 shadow-sm"
          >
            <span className="icon-tile">
              <Icon node={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <div className="mt-4">{action}</div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** Business hours (from the settings) and the weekend emergency rule. */
export function SupportHours({ settings }: { settings: SiteSettings }) {
  return (
    <section aria-labelledby="support-hours-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <p className="eyebrow">Orari</p>
          <h2
            id="support-hours-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900"
          >
            Orari di assistenza
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Nel fine settimana interveniamo solo in caso di emergenza, come un servizio fermo o un
            problema di sicurezza, per i clienti con un contratto di manutenzione attivo: apri un
            ticket con priorità critica e chiama il numero principale.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <Icon node={Clock} className="size-8 text-brand-700" />
          <p className="mt-4 text-xl font-semibold text-slate-900">{settings.business_hours}</p>
          {settings.business_hours_note.trim() ? (
            <p className="mt-2 text-slate-700">{settings.business_hours_note}</p>
          ) : null}
          <p className="mt-4 text-sm text-slate-600">
            Le richieste ricevute fuori orario vengono prese in carico all'apertura del primo giorno
            lavorativo.
          </p>
        </div>
      </div>
    </section>
  );
}
