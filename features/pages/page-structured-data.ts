import type { PublicPage } from "./page-content";

/**
 * The FAQPage structured data of a page's question blocks (schema.org), or null when it has
 * none. Browser-safe: read by the page's meta function.
 */
export function faqStructuredData(page: Pick<PublicPage, "blocks">) {
  const questions = page.blocks.flatMap((block) =>
    block.type === "faq"
      ? (block.data as { questions: { question: string; answer: string }[] }).questions
      : [],
  );
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
