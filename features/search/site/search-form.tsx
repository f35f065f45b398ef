import { Search } from "lucide";
import { Form } from "react-router";
import { clsx } from "clsx";
import { Icon } from "#kit/ui/icon";
import { SEARCH_MAX_LENGTH } from "../search-values";

type Props = {
  /** The input's id (the bar and the side menu each hold one form). */
  id: string;
  /** "bar": compact, in the navigation bar; "menu": the side menu; "page": /cerca's own. */
  variant: "bar" | "menu" | "page";
  defaultValue?: string;
  className?: string;
};

/**
 * The site search box (decision 065): a GET form to /cerca, so it works without JavaScript;
 * once the page runs, React Router's Form follows it without a full load.
 */
export function SiteSearchForm({ id, variant, defaultValue, className }: Props) {
  return (
    <Form
      method="get"
      action="/cerca"
      role="search"
      aria-label="Cerca nel sito"
      className={clsx("search-form", `search-form-${variant}`, className)}
    >
      <label htmlFor={id} className={variant === "page" ? "search-label" : "sr-only"}>
        Cerca nel sito
      </label>
      <div className="search-field">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={variant === "page" ? "Servizi, piattaforme, articoli, guide…" : "Cerca…"}
          className="search-input"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-button">
          <Icon node={Search} className="size-5" />
          <span className="sr-only">Cerca</span>
        </button>
      </div>
    </Form>
  );
}
