import { useEffect, useState } from "react";
import { useWatch, type Control, type FieldValues, type Path } from "react-hook-form";
import { BookOpen, ExternalLink } from "lucide";
import { Icon } from "#kit/ui/icon";
import { getJson } from "#kit/lib/api";
import type { GuideSuggestion } from "../guides.schema";

/** Fewer letters than this suggest nothing; a pause this long (ms) after typing asks the server. */
const MIN_LETTERS = 3;
const PAUSE = 350;

type Props<V extends FieldValues> = { control: Control<V, unknown, unknown>; name: Path<V> };

/**
 * The guides that match a ticket's subject while it is typed (decision 065), from
 * GET /api/guides/suggest: shown before sending, each opening in a new tab so nothing typed in
 * the form is lost. Nothing is shown while nothing matches; a failed request shows nothing too
 * (the suggestion is a help, never a step of the form).
 */
export function GuideSuggestions<V extends FieldValues>({ control, name }: Props<V>) {
  const subject = String(useWatch({ control, name }) ?? "").trim();
  const [found, setGuides] = useState<GuideSuggestion[]>([]);
  // A subject too short shows nothing, whatever an earlier one found.
  const guides = subject.length < MIN_LETTERS ? [] : found;

  useEffect(() => {
    if (subject.length < MIN_LETTERS) return;
    let current = true;
    const timer = setTimeout(() => {
      getJson<GuideSuggestion[]>(`/api/guides/suggest?q=${encodeURIComponent(subject)}`)
        .then((found) => {
          if (current) setGuides(found);
        })
        .catch(() => {
          if (current) setGuides([]);
        });
    }, PAUSE);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [subject]);

  return (
    <div aria-live="polite" className="sm:col-span-2 empty:hidden">
      {guides.length > 0 ? (
        <section
          aria-label="Guide che potrebbero aiutarti"
          data-testid="guide-suggestions"
          className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Icon node={BookOpen} className="size-4 text-brand-700" />
            Prima di inviare: queste guide potrebbero già risolvere
          </p>
          <ul className="mt-2 grid gap-1.5">
            {guides.map((guide) => (
              <li key={guide.path} className="text-sm">
                <a
                  href={guide.path}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-ring focus-visible:outline-brand-700"
                >
                  {guide.title}
                  <Icon node={ExternalLink} className="size-3.5" />
                  <span className="sr-only">(si apre in una nuova scheda)</span>
                </a>
                <span className="block text-slate-700">{guide.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
