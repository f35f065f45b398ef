import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudies, caseStudyPath, findCaseStudy } from "./case-studies";
import { hasExternalUrl, portfolioProjects } from "./projects";

const publicFile = (sitePath: string) => path.resolve("public", sitePath.replace(/^\//, ""));

describe("portfolio projects (fixed data)", () => {
  it("are the spec's seven projects of 2024, in order, with their durations", () => {
    expect(portfolioProjects.map((p) => [p.id, p.duration, p.year])).toEqual([
      ["geoportale-territoriale", "8 mesi", 2024],
      ["studio-ferrari-associati", "3 mesi", 2024],
      ["ecocalendario-adige-baldo", "4 mesi", 2024],
      ["corte-antica-bio", "6 mesi", 2024],
      ["zanolini-bike", "6 mesi", 2024],
      ["timetrack-pro", "10 mesi", 2024],
      ["notesync", "6 mesi", 2024],
    ]);
    expect(portfolioProjects[0]!.category).toBe("WEB GIS");
  });

  it("head the list 'Caratteristiche' for the GIS project and 'Obiettivi' for the others", () => {
    expect(portfolioProjects.map((p) => p.highlights.heading)).toEqual([
      "Caratteristiche",
      ...Array(6).fill("Obiettivi"),
    ]);
  });

  it("have every field filled, a real alt text, an existing image and valid colours", () => {
    for (const p of portfolioProjects) {
      for (const field of ["title", "subtitle", "description", "alt", "challenge", "solution"]) {
        expect(p[field as keyof typeof p], `${p.id}.${field}`).toMatch(/\S{3}/);
      }
      expect(p.technologies.length).toBeGreaterThan(0);
      expect(p.results.length).toBeGreaterThan(0);
      expect(p.highlights.items.length).toBeGreaterThan(2);
      expect(existsSync(publicFile(p.image)), p.image).toBe(true);
      expect(p.moodboard.length).toBeGreaterThanOrEqual(4);
      for (const color of p.moodboard) expect(color.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(p.url === "#" || hasExternalUrl(p), p.url).toBe(true);
    }
    expect(new Set(portfolioProjects.map((p) => p.id)).size).toBe(7);
  });

  it("enable 'Leggi Caso Studio' exactly for Zanolini Bike and TimeTrack Pro", () => {
    const withCaseStudy = portfolioProjects.filter((p) => caseStudyPath(p) !== null);
    expect(withCaseStudy.map((p) => caseStudyPath(p))).toEqual([
      "/portfolio/zanolini-bike",
      "/portfolio/timetrack-pro",
    ]);
    expect(caseStudyPath({ linkTo: "/portfolio/altro" })).toBeNull();
    expect(caseStudyPath({ linkTo: null })).toBeNull();
  });

  it("treat '#' as no external site", () => {
    expect(hasExternalUrl({ url: "#" })).toBe(false);
    expect(hasExternalUrl({ url: "https://www.zanolinibike.example" })).toBe(true);
    expect(hasExternalUrl({ url: "javascript:alert(1)" })).toBe(false);
  });
});

describe("case studies", () => {
  it("each belong to a project and have figures, gallery images and a quote service", () => {
    for (const c of caseStudies) {
      const found = findCaseStudy(c.slug);
      expect(found?.project.linkTo).toBe(`/portfolio/${c.slug}`);
      expect(c.results.length).toBeGreaterThanOrEqual(3);
      for (const r of c.results) expect(r.value).toMatch(/\d/);
      for (const g of c.gallery) {
        expect(existsSync(publicFile(g.src)), g.src).toBe(true);
        expect(g.alt.length).toBeGreaterThan(10);
      }
      expect(c.quoteService).toMatch(/^(Siti Internet|Programmazione Software)$/);
    }
  });

  it("find nothing for any other slug", () => {
    expect(findCaseStudy("geoportale-territoriale")).toBeNull();
    expect(findCaseStudy("")).toBeNull();
  });
});
