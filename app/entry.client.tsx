import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A page built from blocks hydrates once the views of its blocks are loaded (decision 057,
// features/pages/site/page-blocks.tsx), so that none suspends; other pages wait for nothing.
void Promise.resolve(window.pageBlocksReady).finally(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
