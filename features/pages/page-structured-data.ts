import type { PageHeadFacts, PreparedBlock } from "./page-content";

/** What the metadata of a page reads from its blocks: its header's words and its questions. */
export function pageHeadFacts(blocks: readonly PreparedBlock[]): PageHeadFacts {
  const header = blocks.find((block) => block.type === "page-header")?.data as
    { title?: string; lead?: string | null } | undefined;
  return {
    headerTitle: header?.title ?? null,
    lead: header?.lead ?? null,
    questions: blocks.flatMap((block) =>
      block.type === "faq"
        ? (block.data as { questions: { question: string; answer: string }[] }).questions.map(
            ({ question, answer }) => ({ question, answer }),
          )
        : [],
    ),
  };
}

/**
 * The FAQPage structured data of a page's questions (schema.org), or null when it has none.
 * Browser-safe: read by the page's meta function.
 */
export function faqStructuredData(questions: PageHeadFacts["questions"]) {
  if (questions.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
