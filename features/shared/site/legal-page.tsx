import type { ReactNode } from "react";
import { Link } from "react-router";
import { clsx as cn } from "clsx";

const legalLinks = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/note-legali", label: "Note legali" },
  { to: "/accessibilita", label: "Accessibilità" },
];

type Props = {
  title: string;
  intro: ReactNode;
  /** 'Ultimo aggiornamento: …' line under the intro. */
  updated?: string;
  /** Path of this document among the legal links (/privacy-policy is the privacy page). */
  current: string;
  children: ReactNode;
};

type HeaderProps = Omit<Props, "children" | "current"> & {
  /** Path of this document among the legal links. */
  current: string;
};

/** The heading band of a legal document: its title, intro, date and the other documents. */
export function LegalHeader({ title, intro, updated, current }: HeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
        <p className="eyebrow">Informazioni legali</p>
        <h1 className="section-title mt-2">{title}</h1>
        <div className="mt-4 text-lg leading-8 text-slate-600">{intro}</div>
        {updated ? <p className="mt-4 text-sm font-medium text-slate-600">{updated}</p> : null}
        <nav aria-label="Documenti legali" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={current === link.to ? "page" : undefined}
                  className={cn(
                    "inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors",
                    "focus-ring focus-visible:outline-brand-700",
                    current === link.to
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The readable column of a legal text. */
export function LegalColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{children}</div>;
}

/**
 * Frame of the legal pages: heading band with the other legal documents, then the text in a
 * readable column.
 */
export function LegalPage({ children, ...header }: Props) {
  return (
    <>
      <LegalHeader {...header} />
      <LegalColumn>{children}</LegalColumn>
    </>
  );
}
