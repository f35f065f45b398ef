import { clsx } from "clsx";
import { buttonClasses } from "#kit/ui/button";
import { optionalCookieCategories } from "./cookie-categories";

/**
 * 'Personalizza' before the page runs (and always without JavaScript): a disclosure that opens
 * the optional categories as checkboxes inside the banner's form, and 'Salva preferenze' posts
 * the ones ticked. Once the page runs, the banner shows the settings dialog's button instead.
 */
export function CookieChoicesDisclosure({ className }: { className?: string }) {
  return (
    <details className={clsx("group", className)}>
      <summary className={clsx(buttonClasses("secondary"), "w-full list-none")}>
        Personalizza
      </summary>
      <fieldset className="mt-3 space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Cookie facoltativi (i necessari sono sempre attivi)
        </legend>
        {optionalCookieCategories.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={key}
              className="size-5 accent-brand-700 focus-ring focus-visible:outline-brand-700"
            />
            {label}
          </label>
        ))}
        <button
          type="submit"
          name="choice"
          value="custom"
          className={clsx(buttonClasses("primary"), "w-full")}
        >
          Salva preferenze
        </button>
      </fieldset>
    </details>
  );
}
