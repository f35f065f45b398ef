import { LifeBuoy, Mail, MailCheck, ShieldCheck, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { lazy, Suspense } from "react";
import { Button, buttonClasses } from "#kit/ui/button";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import { clsx } from "clsx";
import { useDialogOnDemand } from "#kit/lib/use-dialog-on-demand";
import { SectionHeading } from "#features/shared/site/section-heading";
import { mailGuides, type MailGuide } from "./mail-guides";

const icons: Record<MailGuide["id"], IconNode> = {
  pop3s: Mail,
  imap4s: MailCheck,
  pec: ShieldCheck,
};

const loadGuideDialog = () => import("./mail-guide-dialog");
const MailGuideDialog = lazy(loadGuideDialog);

const card = "card";

/** The four guides of /area-clienti: teleassistance, then POP3S, IMAP4S and PEC settings. */
export function SupportGuides({ onShowSoftware }: { onShowSoftware: () => void }) {
  return (
    <section aria-labelledby="guides-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
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
              <MailGuideButton guide={guide} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GuideHeading({ icon, title }: { icon: IconNode; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon node={icon} className="size-6" />
      </span>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
    </div>
  );
}

/** 'Mostra i parametri': opens the guide's dialog, whose code is loaded on first use. */
function MailGuideButton({ guide }: { guide: MailGuide }) {
  const dialog = useDialogOnDemand(loadGuideDialog);
  return (
    <>
      <button
        {...dialog.triggerProps}
        onClick={dialog.show}
        className={clsx(buttonClasses("secondary"), "mt-6 self-start")}
        aria-label={`Mostra i parametri: ${guide.title}`}
      >
        Mostra i parametri
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<LoadingOverlay />}>
          <MailGuideDialog guide={guide} open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
