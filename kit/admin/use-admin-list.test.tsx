// @vitest-environment jsdom
import { useLayoutEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SEARCH_DELAY, useAdminList, useSearchText, type AdminList } from "./use-admin-list";

/**
 * The list's URL state under quick changes (decision 023): each change is built on the one
 * asked for before it, even while that navigation is still on its way (the route's loader runs).
 */

/** The rendered list's controls, as a tab's toolbar would call them. */
const probe: { list?: AdminList } = {};
/** The loader's pending answers: each navigation waits until the test lets it through. */
let held: (() => void)[] = [];
let holdLoader = false;

function Probe() {
  const list = useAdminList("/admin/contacts", ["category", "read"]);
  // Set while the DOM is committed, so a test that has found the field has the list too (a
  // passive effect could still be pending on a loaded machine).
  useLayoutEffect(() => {
    probe.list = list;
  });
  const [text, setText] = useSearchText(list);
  return (
    <label>
      Cerca
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function renderList(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/admin/dashboard",
        element: <Probe />,
        hydrateFallbackElement: <p>Caricamento…</p>,
        // Like the dashboard's server loader: every change of the URL waits for it.
        loader: () =>
          holdLoader ? new Promise<null>((resolve) => held.push(() => resolve(null))) : null,
      },
    ],
    { initialEntries: [url] },
  );
  // The list's page is not what is tested here: no request leaves (nothing answers it).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const list = () => probe.list!;

const searchOf = (router: ReturnType<typeof renderList>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

/** Lets every held navigation finish. */
async function release() {
  await act(async () => {
    for (const resolve of held.splice(0)) resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  cleanup();
  held = [];
  holdLoader = false;
});

describe("useAdminList under quick changes", () => {
  it("keeps both of two filter changes made in the same tick", async () => {
    const router = renderList("/admin/dashboard?tab=contacts&category=generale");
    await screen.findByLabelText("Cerca");
    await act(async () => {
      list().setFilter("category", "");
      list().setFilter("read", "read");
    });
    await waitFor(() => expect(searchOf(router)).toEqual({ tab: "contacts", read: "read" }));
  });

  it("builds a change on one still on its way (the loader has not answered)", async () => {
    const router = renderList("/admin/dashboard?tab=contacts&category=generale&page=3");
    await screen.findByLabelText("Cerca");
    holdLoader = true;
    await act(async () => list().setFilter("category", ""));
    await act(async () => list().setFilter("read", "read"));
    expect(router.state.navigation.state).toBe("loading");
    await act(async () => list().setFilter("read", "unread"));
    await release();
    await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
    expect(searchOf(router)).toEqual({ tab: "contacts", read: "unread" });
    // Each filter change was a history entry of its own; back leads to the list before them.
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("sends the typed search on top of a filter chosen while it waited", async () => {
    const router = renderList("/admin/dashboard?tab=contacts&read=read");
    fireEvent.change(await screen.findByLabelText("Cerca"), { target: { value: "rossi" } });
    holdLoader = true;
    await act(async () => list().setFilter("category", "preventivo"));
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY + 100)));
    await release();
    await waitFor(() =>
      expect(searchOf(router)).toEqual({
        tab: "contacts",
        read: "read",
        category: "preventivo",
        q: "rossi",
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Cerca").value).toBe("rossi");
  });

  it("keeps the page and sort of a change, and a page change keeps the filters", async () => {
    const router = renderList("/admin/dashboard?tab=contacts&read=unread");
    await screen.findByLabelText("Cerca");
    await act(async () => {
      list().toggleSort("name");
      list().setPage(2);
    });
    await waitFor(() =>
      expect(searchOf(router)).toEqual({
        tab: "contacts",
        read: "unread",
        sort: "name",
        dir: "asc",
        page: "2",
      }),
    );
  });
});
