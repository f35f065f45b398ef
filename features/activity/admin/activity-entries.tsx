import { changeLines, entryTitle, entryWhen, type ActivityEntryView } from "../activity-format";

/**
 * Log entries, newest first: when, who, what (action, entity in Italian, item) and each changed
 * field as "old → new". Read only: an entry cannot be edited or deleted (decision 032).
 */
export function ActivityEntries({
  entries,
  showUser = true,
}: {
  entries: ActivityEntryView[];
  showUser?: boolean;
}) {
  return (
    <ol className="grid gap-3" data-testid="activity-entries">
      {entries.map((entry) => {
        const lines = changeLines(entry);
        return (
          <li
            key={entry.id}
            data-testid="activity-entry"
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm"
          >
            <p className="font-semibold text-slate-900">{entryTitle(entry)}</p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{entryWhen(entry)}</time>
              {showUser ? <> · {entry.userName}</> : null} · IP {entry.ip}
            </p>
            {lines.length ? (
              <ul className="mt-2 grid gap-1 text-slate-800">
                {lines.map((line, index) => (
                  <li key={index} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
