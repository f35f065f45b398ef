import { describe, expect, it } from "vitest";
import {
  blogFiltersToSearch,
  categoriesOf,
  filterPosts,
  hasActiveFilters,
  parseBlogFilters,
  type SearchablePost,
} from "./blog-filter";
import { htmlToText } from "./blog-text";

const post = (title: string, extra: Partial<SearchablePost> = {}): SearchablePost => ({
  title,
  excerpt: null,
  text: "",
  tags: [],
  category: "sviluppo",
  ...extra,
});

const posts = [
  post("Migrare al Cloud", { excerpt: "Cinque fasi per le PMI", category: "consulenza-it" }),
  post("Progressive Web App", { tags: ["PWA", "Mobile"], category: "sviluppo" }),
  post("NIS2 per le imprese", {
    text: htmlToText("<p>Che cosa <strong>cambia</strong> con la direttiva &egrave; chiaro</p>"),
    category: "sicurezza",
  }),
  post("Perché TypeScript", { category: "programmazione" }),
];
const titles = (list: SearchablePost[]) => list.map((p) => p.title);

describe("filterPosts", () => {
  it("keeps everything, in order, without filters", () => {
    expect(titles(filterPosts(posts, { q: "", categoria: "" }))).toEqual(titles(posts));
    expect(titles(filterPosts(posts, { q: "   ", categoria: "" }))).toEqual(titles(posts));
  });
  it("matches the title, the excerpt, the tags and the content, ignoring case", () => {
    expect(titles(filterPosts(posts, { q: "CLOUD", categoria: "" }))).toEqual(["Migrare al Cloud"]);
    expect(titles(filterPosts(posts, { q: "cinque FASI", categoria: "" }))).toEqual([
      "Migrare al Cloud",
    ]);
    expect(titles(filterPosts(posts, { q: "mobile", categoria: "" }))).toEqual([
      "Progressive Web App",
    ]);
    expect(titles(filterPosts(posts, { q: "cosa cambia", categoria: "" }))).toEqual([
      "NIS2 per le imprese",
    ]);
  });
  it("searches the content without its tags and with entities decoded; accents are optional", () => {
    expect(filterPosts(posts, { q: "strong", categoria: "" })).toEqual([]);
    expect(titles(filterPosts(posts, { q: "direttiva è", categoria: "" }))).toEqual([
      "NIS2 per le imprese",
    ]);
    expect(titles(filterPosts(posts, { q: "perche", categoria: "" }))).toEqual([
      "Perché TypeScript",
    ]);
  });
  it("filters by category, alone or with the search", () => {
    expect(titles(filterPosts(posts, { q: "", categoria: "sicurezza" }))).toEqual([
      "NIS2 per le imprese",
    ]);
    expect(filterPosts(posts, { q: "cloud", categoria: "sicurezza" })).toEqual([]);
  });
});

describe("query string", () => {
  it("reads q and categoria, ignoring unknown categories and cutting long searches", () => {
    const known = ["sviluppo", "sicurezza"];
    expect(parseBlogFilters(new URLSearchParams("q=Cloud&categoria=sicurezza"), known)).toEqual({
      q: "Cloud",
      categoria: "sicurezza",
    });
    expect(parseBlogFilters(new URLSearchParams("categoria=altro"), known)).toEqual({
      q: "",
      categoria: "",
    });
    expect(parseBlogFilters(new URLSearchParams(`q=${"a".repeat(500)}`)).q).toHaveLength(200);
  });
  it("writes only the active filters", () => {
    expect(blogFiltersToSearch({ q: "", categoria: "" })).toBe("");
    expect(blogFiltersToSearch({ q: "web app", categoria: "sviluppo" })).toBe(
      "?q=web+app&categoria=sviluppo",
    );
    expect(hasActiveFilters({ q: " ", categoria: "" })).toBe(false);
    expect(hasActiveFilters({ q: "", categoria: "news" })).toBe(true);
  });
});

describe("categoriesOf", () => {
  it("lists each category once, sorted by its Italian name", () => {
    expect(categoriesOf([...posts, post("Altro", { category: "sviluppo" })])).toEqual([
      "consulenza-it",
      "programmazione",
      "sicurezza",
      "sviluppo",
    ]);
  });
});
