import type { ContactCounts } from "../contact-inbox";

const counters: { key: keyof ContactCounts; label: string }[] = [
  { key: "total", label: "Totale messaggi" },
  { key: "unread", label: "Da leggere" },
  { key: "quote", label: "Preventivi" },
  { key: "job", label: "Candidature" },
  { key: "general", label: "Generali" },
];

/** The inbox counters: in total, unread and per category (of every message, not the filter). */
export function ContactCounters({ counts }: { counts: ContactCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label="Conteggi">
      {counters.map(({ key, label }) => (
        <li
          key={key}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
          data-testid={`contacts-count-${key}`}
        >
          <p className="flex flex-col-reverse">
            <span className="text-sm font-medium text-slate-700">{label}</span>
            <span className="text-2xl font-bold text-slate-900" data-testid="count-value">
              {counts[key]}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
