import { LifeBuoy, Mail, MailCheck, ShieldCheck, type LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { SectionHeading } from "~/components/site/company/section-heading";
import { mailGuides, type MailGuide } from "./mail-guides";

const icons: Record<MailGuide["id"], LucideIcon> = {
  pop3s: Mail,
  imap4s: MailCheck,
  pec: ShieldCheck,
};

const card = "flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The four guides of /area-clienti: teleassistance, then POP3S, IMAP4S and PEC settings. */
export function SupportGuides({ onShowSoftware }: { onShowSoftware: () => void }) {
  return (
    <section aria-labelledby="guides-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="guides-title"
          eyebrow="Domande frequenti"
          title="Guide rapide"
          lead="Le risposte alle richieste che riceviamo più spesso: come ricevere assistenza a distanza e come configurare la posta elettronica."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          <li className={card}>
            <GuideHeading icon={LifeBuoy} title="Come funziona la teleassistenza" />
            <ol className="mt-4 grid flex-1 list-decimal gap-2 pl-5 text-slate-700">
              <li>Telefonate al supporto o aprite un ticket descrivendo il problema.</li>
              <li>Scaricate il programma di assistenza remota adatto al vostro computer.</li>
              <li>Avviatelo e comunicate al tecnico il codice che compare a schermo.</li>
              <li>
                Il tecnico vede il vostro schermo solo finché lo consentite: potete chiudere la
                sessione in ogni momento.
              </li>
            </ol>
            <Button variant="secondary" className="mt-6 self-start" onClick={onShowSoftware}>
              Vai al software di teleassistenza
            </Button>
          </li>
          {mailGuides.map((guide) => (
            <li key={guide.id} className={card}>
              <GuideHeading icon={icons[guide.id]} title={guide.title} />
              <p className="mt-4 flex-1 text-slate-700">{guide.summary}</p>
              <MailGuideDialog guide={guide} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GuideHeading({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
    </div>
  );
}

function MailGuideDialog({ guide }: { guide: MailGuide }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          className="mt-6 self-start"
          aria-label={`Mostra i parametri: ${guide.title}`}
        >
          Mostra i parametri
        </Button>
      </DialogTrigger>
      <DialogContent title={guide.title} description={guide.intro} className="max-w-2xl">
        <div className="mt-5 grid gap-5">
          {guide.groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h3 className="font-semibold text-slate-900">{group.title}</h3>
              <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {group.settings.map((setting) => (
                  <div
                    key={setting.label}
                    className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4"
                  >
                    <dt className="text-sm font-medium text-slate-700">{setting.label}</dt>
                    <dd className="text-sm font-semibold break-words text-slate-900">
                      {setting.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <ul className="grid list-disc gap-1.5 pl-5 text-sm text-slate-700">
            {guide.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
