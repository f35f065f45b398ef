import { useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide";
import { Icon } from "#kit/ui/icon";
import { pageChecks, type PageCheck } from "../page-checks";
import type { StoredBlock } from "../page-content";
import type { EditorValues } from "./editor-values";
import { useKnownPaths } from "./pages-api";

const looks = {
  ok: { icon: CircleCheck, className: "text-green-700", word: "Fatto" },
  warning: { icon: TriangleAlert, className: "text-amber-700", word: "Attenzione" },
  error: { icon: CircleAlert, className: "text-red-700", word: "Blocca la pubblicazione" },
} as const;

/** The checks of the form's values as they are now (page-checks.ts), with the site's addresses. */
export function usePageChecks(control: Control<EditorValues>): PageCheck[] {
  const [title, path, seo, blocks] = useWatch({
    control,
    name: ["title", "path", "seo", "blocks"],
  });
  const known = useKnownPaths().data ?? null;
  const content = JSON.stringify({ title, path, seo, blocks });
  return useMemo(() => {
    const parsed = JSON.parse(content) as EditorValues;
    return pageChecks({ ...parsed, blocks: parsed.blocks as StoredBlock[] }, known);
  }, [content, known]);
}

/**
 * The SEO checklist while editing (decision 059): warnings to act on, and what blocks
 * publishing (an image without alternative text).
 */
export function PageChecklist({ checks }: { checks: readonly PageCheck[] }) {
  const open = checks.filter((check) => check.level !== "ok").length;
  return (
    <section aria-labelledby="page-checks-title" className="grid gap-2">
      <h3 id="page-checks-title" className="text-lg font-bold text-slate-900">
        Controlli SEO e accessibilità
      </h3>
      <p className="text-sm text-slate-700">
        {open === 0
          ? "Tutto in ordine."
          : `${open === 1 ? "Un punto" : `${open} punti`} da guardare.`}
      </p>
      <ul className="grid gap-1.5" data-testid="page-checks">
        {checks.map((check) => {
          const look = looks[check.level];
          return (
            <li key={check.id} className="flex items-start gap-2 text-sm text-slate-800">
              <Icon node={look.icon} className={`mt-0.5 size-4 shrink-0 ${look.className}`} />
              <span>
                <span className="sr-only">{look.word}: </span>
                {check.text}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
