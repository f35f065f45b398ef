import { Dialog, DialogContent } from "#kit/ui/dialog";
import type { MailGuide } from "./mail-guides";

type Props = { guide: MailGuide; open: boolean; onOpenChange: (open: boolean) => void };

/** The settings of one mail guide (POP3S, IMAP4S, PEC); loaded when first opened. */
export default function MailGuideDialog({ guide, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={guide.title} description={guide.intro} size="lg">
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
