import { describe, expect, it } from "vitest";
import { z } from "#kit/lib/zod";
import { mailGuides, type MailGuide } from "./mail-guides";
import guideData from "./mail-guides.json" with { type: "json" };

const text = z.string().min(1);

/** mail-guides.json is typed by a cast where it is imported; this checks it against the type. */
const guideSchema: z.ZodType<MailGuide> = z.strictObject({
  id: z.enum(["pop3s", "imap4s", "pec"]),
  title: text,
  summary: text,
  intro: text,
  groups: z.array(
    z.strictObject({
      title: text,
      settings: z.array(z.strictObject({ label: text, value: text })),
    }),
  ),
  notes: z.array(text),
});

describe("mail guides (mail-guides.json)", () => {
  it("are the POP3S, IMAP4S and PEC guides, every field as the type declares it", () => {
    expect(z.array(guideSchema).parse(guideData)).toEqual(mailGuides);
    expect(mailGuides.map((guide) => guide.id)).toEqual(["pop3s", "imap4s", "pec"]);
  });

  // ../shared/spec/back-office.md §9: the guides' ports.
  it("give the secure ports: POP3S 995, IMAP4S 993, SMTP 465", () => {
    const port = (id: MailGuide["id"], group: number) =>
      mailGuides
        .find((guide) => guide.id === id)!
        .groups[group]!.settings.find((setting) => setting.label === "Porta")?.value;
    expect([port("pop3s", 0), port("imap4s", 0), port("pop3s", 1), port("imap4s", 1)]).toEqual([
      "995",
      "993",
      "465",
      "465",
    ]);
  });

  it("refuse a guide of another kind or with a field the type does not have", () => {
    expect(guideSchema.safeParse({ ...guideData[0], id: "pop3" }).success).toBe(false);
    expect(guideSchema.safeParse({ ...guideData[0], extra: true }).success).toBe(false);
  });
});
