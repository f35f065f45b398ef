import { describe, expect, it } from "vitest";
import { postDescription, postDocumentTitle } from "./blog-meta";
import { blogCategoryBadgeClass, blogCategoryLabel } from "./blog-categories";

describe("postDescription", () => {
  it("uses the excerpt when there is one", () => {
    expect(postDescription({ excerpt: "  Un riassunto\n breve ", content: "<p>Testo</p>" })).toBe(
      "Un riassunto breve",
    );
  });
  it("falls back to the first 155 characters of the content with its tags stripped, cut after a word", () => {
    const words = "Parola ".repeat(40).trim();
    const description = postDescription({
      excerpt: "   ",
      content: `<h2>Titolo</h2><p>${words} <a href="/x">link</a></p>`,
    });
    expect(description).toBe(`Titolo ${"Parola ".repeat(21).trim()}…`);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).not.toMatch(/[<>]/);
    expect(postDescription({ excerpt: null, content: "<p>Sicurezza &amp; privacy</p>" })).toBe(
      "Sicurezza & privacy",
    );
  });

  it("cuts a long excerpt to 160 characters after a whole word", () => {
    const excerpt = "Una guida pratica alla sicurezza informatica ".repeat(6);
    const description = postDescription({ excerpt, content: "" });
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ (informatica|guida|pratica|alla|sicurezza|Una)…$/);
  });
});

describe("postDocumentTitle and categories", () => {
  it("follows '{title} - Blog {brand} | {category}' with the Italian category name", () => {
    expect(
      postDocumentTitle({ title: "NIS2", category: "consulenza-it" }, "Scaligera Digital"),
    ).toBe("NIS2 - Blog Scaligera Digital | Consulenza IT");
  });
  it("stays within 60 characters: the category left out, a long title cut after a word", () => {
    const title = postDocumentTitle(
      {
        title: "Come scegliere il gestionale giusto per la tua impresa nel 2026",
        category: "sviluppo",
      },
      "Scaligera Digital",
    );
    expect(title).toBe("Come scegliere il gestionale… - Blog Scaligera Digital");
    expect(Array.from(title).length).toBeLessThanOrEqual(60);
  });
  it("keeps the whole pattern when it fits in 60 characters", () => {
    const title = postDocumentTitle(
      { title: "Backup in cloud: guida", category: "tutorial" },
      "Scaligera Digital",
    );
    expect(title).toBe("Backup in cloud: guida - Blog Scaligera Digital | Tutorial");
    expect(Array.from(title).length).toBeLessThanOrEqual(60);
  });
  it("gives each spec category its colour and any other slate", () => {
    expect(blogCategoryBadgeClass("sviluppo")).toContain("blue");
    expect(blogCategoryBadgeClass("sicurezza")).toContain("red");
    expect(blogCategoryBadgeClass("e-commerce")).toContain("green");
    expect(blogCategoryBadgeClass("consulenza-it")).toContain("indigo");
    expect(blogCategoryBadgeClass("programmazione")).toContain("cyan");
    expect(blogCategoryBadgeClass("tecnologia")).toContain("purple");
    expect(blogCategoryBadgeClass("web-design")).toContain("pink");
    expect(blogCategoryBadgeClass("tutorial")).toContain("orange");
    expect(blogCategoryBadgeClass("news")).toContain("amber");
    expect(blogCategoryBadgeClass("altro")).toContain("slate");
    expect(blogCategoryLabel("web-design")).toBe("Web Design");
    expect(blogCategoryLabel(null)).toBe("Articolo");
    expect(blogCategoryLabel("intelligenza-artificiale")).toBe("intelligenza-artificiale");
  });
});
