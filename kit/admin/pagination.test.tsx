// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Pagination } from "./pagination";

const noun = { one: "voce", many: "voci" };

describe("Pagination", () => {
  afterEach(cleanup);

  it("names one item in the singular and several in the plural", () => {
    render(<Pagination page={1} pageSize={25} total={1} noun={noun} onPage={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("1–1 di 1 voce");
    cleanup();
    render(<Pagination page={2} pageSize={25} total={12000} noun={noun} onPage={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("26–50 di 12.000 voci");
    expect(screen.getByRole("navigation", { name: "Pagine: voci" })).toBeTruthy();
  });
});
