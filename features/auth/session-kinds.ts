/** The two kinds of session (decision 004): admin and customer sessions are kept apart. No zod, no drizzle. */
export const sessionKinds = ["admin", "customer"] as const;
export type SessionKind = (typeof sessionKinds)[number];
