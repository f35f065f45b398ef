/** The two policies the site serves (PRODUCT.md point 6); the database keeps the last good text of each. No zod, no drizzle. */
export const policyKinds = ["privacy", "cookie"] as const;
export type PolicyKind = (typeof policyKinds)[number];
