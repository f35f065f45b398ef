import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import {
  fromPathOf,
  fromPathProblem,
  isRedirectTarget,
  redirectEntityTypes,
  redirectLimits,
  redirectMessages,
  redirectSources,
  redirectStatuses,
  redirectTargetKinds,
} from "./redirect-values";

/**
 * A redirect (decision 062): the schema shared by the back office's dialog and POST/PUT
 * /api/admin/redirects. Browser-safe. The server adds the rules that need the database: no loop
 * or chain, no second redirect from one address, a page target one of the site's pages, and a
 * question before hiding a published page (`force`).
 */
export const redirectSchema = z
  .object({
    fromPath: z
      .string({ error: redirectMessages.fromRequired })
      .superRefine((value, context) => {
        const problem = fromPathProblem(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .transform(fromPathOf),
    targetKind: z.enum(redirectTargetKinds, { error: redirectMessages.targetKind }),
    target: z
      .string({ error: redirectMessages.page })
      .trim()
      .max(redirectLimits.target, redirectMessages.targetTooLong),
    status: z.enum(redirectStatuses, { error: redirectMessages.status }).default("301"),
    /** Saves a redirect that hides a published page: the answer to the API's 409 question. */
    force: z.boolean({ error: "force: vero o falso" }).optional(),
  })
  .superRefine((entry, context) => {
    if (isRedirectTarget(entry.targetKind, entry.target)) return;
    context.addIssue({
      code: "custom",
      path: ["target"],
      message: entry.targetKind === "page" ? redirectMessages.page : redirectMessages.url,
    });
  });

/** What the dialog edits and the API receives. */
export type RedirectPayload = z.input<typeof redirectSchema>;
/** What the server stores (`fromPath` in its canonical form). */
export type RedirectInput = z.output<typeof redirectSchema>;

/** A redirect as the API answers it. */
export const redirectRecordSchema = storedRecord({
  fromPath: z.string(),
  target: z.string(),
  status: z.enum(redirectStatuses),
  source: z.enum(redirectSources),
  entityType: z.enum(redirectEntityTypes).nullable(),
  entityId: z.number().int().nullable(),
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type RedirectRecord = z.output<typeof redirectRecordSchema>;

/** A page a redirect may lead to: its path and its title. */
export const redirectTargetSchema = z.object({ path: z.string(), title: z.string() });
export type RedirectTarget = z.output<typeof redirectTargetSchema>;

/** One path of the 404 log. */
export const notFoundEntrySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  hits: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  lastReferrer: z.string().nullable(),
  bot: z.boolean(),
});
export type NotFoundEntry = z.output<typeof notFoundEntrySchema>;
