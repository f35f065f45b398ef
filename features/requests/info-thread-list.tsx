import { formatCardDateTime, isoOf } from "#kit/lib/dates";
import type { InfoThreadMessage } from "#features/customer-portal/portal-views";

/**
 * The conversation of an information request (decision 068) after its opening message, oldest
 * first: the staff's answers and the customer's replies, told apart by their author and colour.
 * `customerLabel`: how the customer is named ("Tu" in their area, their name at the desk).
 */
export function InfoThreadList({
  messages,
  customerLabel,
}: {
  messages: InfoThreadMessage[];
  customerLabel: string;
}) {
  if (messages.length === 0) return null;
  return (
    <ol className="grid gap-2" data-testid="info-thread">
      {messages.map((m) => (
        <li
          key={m.id}
          data-testid="info-thread-message"
          className={
            m.authorType === "admin"
              ? "rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
              : "rounded-lg border border-slate-200 bg-white p-3 text-sm"
          }
        >
          <p className="flex flex-wrap justify-between gap-2 font-semibold text-slate-900">
            {m.authorType === "admin" ? "Il nostro staff" : customerLabel}
            <time dateTime={isoOf(m.createdAt)} className="font-normal text-slate-700">
              {formatCardDateTime(m.createdAt)}
            </time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800">{m.message}</p>
        </li>
      ))}
    </ol>
  );
}
