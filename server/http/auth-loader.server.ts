import type { AppLoadContext } from "react-router";
import type { AdminUser, CustomerIdentity } from "#features/auth/auth.schema";
import type { SessionKind } from "#features/auth/session-kinds";
import { readSession, type SessionUser } from "#features/auth/session.server";
import type { ApiDocument } from "../api/openapi-document";
import { readSessionToken } from "./session-cookie";

declare module "react-router" {
  interface AppLoadContext {
    /** SESSION_SECRET (server-only, never in loader data): the key of the stored session ids. */
    sessionSecret: string | null;
    /** The API's OpenAPI document (server/api/openapi-document.ts), for /admin/api. */
    apiDocument: () => ApiDocument;
  }
}

/** The signed-in user of `kind` whose session cookie the request carries, or null. */
async function userFromRequest<K extends SessionKind>(
  request: Request,
  context: AppLoadContext,
  kind: K,
): Promise<SessionUser<K> | null> {
  const token = readSessionToken(request, kind);
  if (!token) return null;
  const session = await readSession(context.db, kind, token, new Date(), {
    secret: context.sessionSecret,
  });
  return session?.user ?? null;
}

/**
 * Session checks for React Router loaders (the admin and customer pages): the same sessions as
 * the API, read from the request's cookie. A loader redirects when these give null:
 *
 *   const admin = await adminFromRequest(request, context);
 *   if (!admin) throw redirect("/admin/login");
 */
export const adminFromRequest = (
  request: Request,
  context: AppLoadContext,
): Promise<AdminUser | null> => userFromRequest(request, context, "admin");

export const customerFromRequest = (
  request: Request,
  context: AppLoadContext,
): Promise<CustomerIdentity | null> => userFromRequest(request, context, "customer");
