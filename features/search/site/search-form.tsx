import { clsx } from "clsx";

type Props = {
  /** The input's id (the side menu's and /cerca's forms); the bar's is labelled by aria-label. */
  id?: string;
  /** "bar": compact, in the navigation bar from md; "menu": the side menu; "page": /cerca's own. */
  variant: "bar" | "menu" | "page";
  defaultValue?: string;
  className?: string;
};

/**
 * The site search box (decision 065): a plain GET form to /cerca, so it works without
 * JavaScript. Its markup is lean (the bar's is on every page's HTML, decision 014): the
 * magnifier is drawn by the `.search-button` rule of app/app.css, not an inline icon.
 */
export function SiteSearchForm({ id, variant, defaultValue, className }: Props) {
  const labelled = variant !== "bar" && id;
  return (
    <form role="search" action="/cerca" className={clsx(`search-${variant}`, className)}>
      {labelled ? (
        <label htmlFor={id} className={variant === "page" ? "search-label" : "sr-only"}>
          Cerca nel sito
        </label>
      ) : null}
      <div className="search-field">
        <input
          id={labelled ? id : undefined}
          aria-label={labelled ? undefined : "Cerca nel sito"}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={variant === "page" ? "Servizi, piattaforme, articoli, guide…" : "Cerca…"}
          className="search-input"
        />
        <button className="search-button">
          <span className="sr-only">Cerca</span>
        </button>
      </div>
    </form>
  );
}
