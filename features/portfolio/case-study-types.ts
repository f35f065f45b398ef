/** The full story of a portfolio project that has a case study (PRODUCT.md point 4). */
export type CaseStudy = {
  slug: string;
  /** id of the portfolio project it tells about. */
  projectId: string;
  lead: string;
  client: string;
  sector: string;
  challenge: string[];
  solution: string[];
  /** The main steps of the work, in order. */
  approach: { title: string; description: string }[];
  /** Measured outcomes: a figure and what it measures. */
  results: { value: string; label: string }[];
  gallery: { src: string; alt: string; caption: string }[];
  testimonial: { quote: string; author: string; role: string };
  /** Service preselected in the quote form of the closing call to action. */
  quoteService: string;
};
