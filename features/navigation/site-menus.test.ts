import { describe, expect, it } from "vitest";
import { barItems, encodeMenus, menuItems } from "./site-menus";

describe("the compact menus of every page", () => {
  const menus = encodeMenus([
    { menu: "navbar", label: "Home", target: "/", showFrom: "lg" },
    { menu: "navbar", label: "Blog", target: "/blog", showFrom: "xl" },
    { menu: "footer-legal", label: "Privacy Policy", target: "/privacy", showFrom: "lg" },
    { menu: "footer-legal", label: "Scrivici", target: "mailto:info@esempio.it", showFrom: "lg" },
  ]);

  it("keeps one text per menu, in the order of the menus", () => {
    expect(menus).toEqual([
      "Home|/|lg|Blog|/blog|xl",
      "",
      "",
      "",
      "",
      "Privacy Policy|/privacy|Scrivici|mailto:info@esempio.it",
    ]);
  });

  it("reads back each menu's entries in order", () => {
    expect(barItems(menus)).toEqual([
      { label: "Home", to: "/", from: "lg" },
      { label: "Blog", to: "/blog", from: "xl" },
    ]);
    expect(menuItems(menus, "footer-legal")).toEqual([
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Scrivici", to: "mailto:info@esempio.it" },
    ]);
    expect(menuItems(menus, "footer-company")).toEqual([]);
  });

  it("draws no entry without the root data", () => {
    expect(barItems(undefined)).toEqual([]);
    expect(menuItems(undefined, "mobile-info")).toEqual([]);
  });
});
