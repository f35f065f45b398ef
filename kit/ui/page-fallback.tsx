import type { ReactNode, SyntheticEvent } from "react";

/**
 * Around a button that opens a dialog (decision 024): until the page's JavaScript runs, or
 * without it, the dialog cannot open, so pressing the button (`type="submit"`) goes to `page`
 * instead, a plain GET with no field, where a form that works without JavaScript makes the same
 * request. With JavaScript the button's handler calls `keepOnPage` first. The form draws no box
 * of its own (`display: contents`).
 */
export function PageFallback({ page, children }: { page: string; children: ReactNode }) {
  return (
    <form method="get" action={page} className="contents">
      {children}
    </form>
  );
}

/** The button's click opens the dialog here: the fallback navigation is cancelled. */
export const keepOnPage = (event: SyntheticEvent) => event.preventDefault();
