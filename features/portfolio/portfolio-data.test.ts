import { describe, expect, it } from "vitest";
import { z } from "#kit/lib/zod";
import { caseStudies, type CaseStudy } from "./case-studies";
import caseStudyData from "./case-studies.json" with { type: "json" };
import { portfolioProjects, type PortfolioProject } from "./projects";
import projectData from "./projects.json" with { type: "json" };

/*
 * projects.json and case-studies.json are typed by a cast where they are imported (a JSON import
 * has no string-literal types); these schemas, typed against the same types, check every record
 * and refuse any field the types do not have.
 */
const text = z.string().min(1);
const texts = z.array(text);

const projectSchema: z.ZodType<PortfolioProject> = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  description: text,
  image: text,
  alt: text,
  challenge: text,
  solution: text,
  technologies: texts,
  results: texts,
  duration: text,
  year: z.number().int(),
  category: text,
  url: text,
  linkTo: text.nullable(),
  video: z.strictObject({ src: text, type: text }).optional(),
  moodboard: z.array(z.strictObject({ name: text, hex: z.templateLiteral(["#", z.string()]) })),
  highlights: z.strictObject({
    heading: z.enum(["Caratteristiche", "Obiettivi"]),
    items: texts,
  }),
});

const caseStudySchema: z.ZodType<CaseStudy> = z.strictObject({
  slug: text,
  projectId: text,
  lead: text,
  client: text,
  sector: text,
  challenge: texts,
  solution: texts,
  approach: z.array(z.strictObject({ title: text, description: text })),
  results: z.array(z.strictObject({ value: text, label: text })),
  gallery: z.array(z.strictObject({ src: text, alt: text, caption: text })),
  testimonial: z.strictObject({ quote: text, author: text, role: text }),
  quoteService: text,
});

describe("portfolio data files", () => {
  it("projects.json holds portfolio projects, every field as the type declares it", () => {
    expect(z.array(projectSchema).parse(projectData)).toEqual(portfolioProjects);
  });

  it("case-studies.json holds case studies, every field as the type declares it", () => {
    expect(z.array(caseStudySchema).parse(caseStudyData)).toEqual(caseStudies);
  });

  it("refuse a record with a field of the wrong kind or one the type does not have", () => {
    const [project] = projectData;
    expect(
      projectSchema.safeParse({ ...project, highlights: { heading: "Altro", items: [] } }),
    ).toMatchObject({ success: false });
    expect(projectSchema.safeParse({ ...project, extra: 1 })).toMatchObject({ success: false });
    expect(caseStudySchema.safeParse({ ...caseStudyData[0], results: "70%" })).toMatchObject({
      success: false,
    });
  });
});
