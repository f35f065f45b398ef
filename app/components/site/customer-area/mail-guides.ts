import guideData from "./mail-guides.json" with { type: "json" };

/**
 * The mail set-up guides of /area-clienti (../shared/spec/back-office.md §9: incoming POP3S 995,
 * IMAP4S 993, outgoing 465 with SSL and password authentication). Shown as text in dialogs.
 * The texts are data in mail-guides.json; mail-guides.test.ts checks them against these types.
 */
export type MailSetting = { label: string; value: string };
export type MailGuide = {
  id: "pop3s" | "imap4s" | "pec";
  title: string;
  summary: string;
  intro: string;
  groups: { title: string; settings: MailSetting[] }[];
  notes: string[];
};

export const mailGuides = guideData as MailGuide[];
