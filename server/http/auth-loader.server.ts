import type { AppLoadContext } from "react-router";
import type { AdminUser, CustomerIdentity } from "#features/auth/auth.schema";
import { readSession } from "#features/auth/session.server";
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

/**
 * Session checks for React Router loaders (the admin and customer pages): the same sessions as
 * the API, read from the request's cookie. A loader redirects when these give null:
 *
 *   const admin = await adminFromRequest(request, context);
 *   if (!admin) throw redirect("/admin/login");
 */
export async function adminFromRequest(
  request: Request,
  context: AppLoadContext,
): Promise<AdminUser | null> {
  const token = readSessionToken(request, "admin");
  if (!token) return null;
  const session = await readSession(context.db, "admin", token, new Date(), {
    secret: context.sessionSecret,
  });
  return session?.user ?? null;
}

export async function customerFromRequest(
  request: Request,
  context: AppLoadContext,
): Promise<CustomerIdentity | null> {
  const token = readSessionToken(request, "customer");
  if (!token) return null;
  const session = await readSession(context.db, "customer", token, new Date(), {
    secret: context.sessionSecret,
  });
  return session?.user ?? null;
}
