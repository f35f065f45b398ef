import { describe, expect, it } from "vitest";
import { clientSchema } from "./clients.schema";
import { isImageUrl, isWebsiteUrl, joinList, splitList } from "#features/shared/catalog-fields";

describe("client schema", () => {
  it("reads the sort order as an integer, falling back to 0", () => {
    const sort = (sortOrder: unknown) =>
      clientSchema.parse({ name: "Garda Hotel", sortOrder }).sortOrder;
    expect(sort("15")).toBe(15);
    expect(sort("3 posizione")).toBe(3);
    expect(sort(8.9)).toBe(8);
    expect(sort("")).toBe(0);
    expect(sort("primo")).toBe(0);
    expect(sort(undefined)).toBe(0);
    expect(clientSchema.safeParse({ name: "Garda Hotel", sortOrder: "-2" }).success).toBe(false);
  });

  it("requires a name of at least 2 characters with the spec's message", () => {
    const result = clientSchema.safeParse({ name: " A " });
    expect(result.error?.issues[0]?.message).toBe("Nome cliente richiesto");
  });
});

describe("catalog fields", () => {
  it("accepts http(s) websites only", () => {
    expect(isWebsiteUrl("https://www.example.it")).toBe(true);
    expect(isWebsiteUrl("http://example.it/pagina?x=1")).toBe(true);
    for (const bad of ["example.it", "ftp://example.it", "https://", "https://exa mple.it"]) {
      expect(isWebsiteUrl(bad), bad).toBe(false);
    }
  });

  it("accepts site paths and https images, not other schemes", () => {
    expect(isImageUrl("/uploads/images/logo.webp")).toBe(true);
    expect(isImageUrl("https://cdn.example.it/logo.png")).toBe(true);
    for (const bad of ["//evil.example/x.png", "javascript:alert(1)", "data:image/png;base64,AA"]) {
      expect(isImageUrl(bad), bad).toBe(false);
    }
  });

  it("splits comma-separated lists and joins them back for the form", () => {
    expect(splitList(" a, b ,, c ,")).toEqual(["a", "b", "c"]);
    expect(splitList([" a ", ""])).toEqual(["a"]);
    expect(splitList(null)).toEqual([]);
    expect(joinList(["a", "b"])).toBe("a, b");
  });
});
