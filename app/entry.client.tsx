import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * A page built from blocks names their types in an inert template (decision 057): their views
 * are loaded first, so that none suspends while the page hydrates. Other pages load nothing more.
 */
const pageBlocks = document.querySelector("template[data-page-blocks]");
const ready = pageBlocks
  ? import("#features/pages/site/page-blocks").then(({ loadBlockViews }) =>
      loadBlockViews(pageBlocks.getAttribute("data-page-blocks")!.split(" ").filter(Boolean)),
    )
  : Promise.resolve();

void ready.finally(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
