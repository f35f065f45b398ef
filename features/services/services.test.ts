import { describe, expect, it } from "vitest";
import { serviceOptions } from "../contact/contact.schema";
import {
  approachSteps,
  findServiceBySlug,
  otherServices,
  serviceSlugs,
  services,
} from "./services";

describe("services data", () => {
  it("lists the six services of the spec, in order, each once", () => {
    expect(services.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(serviceSlugs).toEqual([
      "programmazione-software",
      "consulenza-it",
      "e-commerce",
      "siti-internet",
      "soluzioni-cloud",
      "marketing-strategico",
    ]);
  });

  it("preselects a real quote form option for every service", () => {
    expect(services.map((service) => service.quoteService)).toEqual(
      serviceOptions.filter((option) => option !== "Altro"),
    );
  });

  it("gives every service real content for each section of its page", () => {
    for (const service of services) {
      expect(service.title.length).toBeGreaterThan(5);
      expect(service.highlights.length).toBeGreaterThanOrEqual(3);
      expect(service.intro.length).toBeGreaterThan(0);
      expect(service.offerings.length).toBeGreaterThanOrEqual(3);
      expect(service.audience.length).toBeGreaterThan(0);
      expect(service.steps.length).toBeGreaterThanOrEqual(4);
      expect(service.technologies.items.length).toBeGreaterThanOrEqual(4);
      expect(service.sectors.length).toBeGreaterThan(0);
      expect(service.faqs.length).toBeGreaterThan(0);
    }
  });

  it("names the cloud providers on the cloud page", () => {
    const cloud = findServiceBySlug("soluzioni-cloud");
    expect(cloud?.providers?.items).toEqual(
      expect.arrayContaining([
        expect.stringContaining("AWS"),
        expect.stringContaining("Azure"),
        expect.stringContaining("Google Cloud"),
        expect.stringContaining("Aruba"),
      ]),
    );
  });

  it("finds a service by slug and nothing for any other value", () => {
    expect(findServiceBySlug("consulenza-it")?.name).toBe("Consulenza IT");
    for (const slug of [undefined, "", "xyz", "Consulenza-IT", "constructor", "__proto__"]) {
      expect(findServiceBySlug(slug)).toBeNull();
    }
  });

  it("lists the five other services for a detail page", () => {
    const others = otherServices("e-commerce");
    expect(others).toHaveLength(5);
    expect(others.map((service) => service.slug)).not.toContain("e-commerce");
  });

  it("describes the four steps of the approach", () => {
    expect(approachSteps.map((step) => step.title)).toEqual([
      "Analisi e strategia",
      "Design e prototipazione",
      "Sviluppo e test",
      "Lancio e supporto",
    ]);
  });
});
