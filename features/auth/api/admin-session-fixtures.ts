import type { Database } from "#db/client";
import { adminUsers, customerUsers } from "#db/schema";
import { hashPassword } from "../password.server";

/** Test helpers of the session integration tests (admin and customer). */

export async function addAdmin(
  db: Database,
  values: {
    username: string;
    password: string;
    isActive?: boolean;
    role?: "admin" | "editor" | "support";
    name?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(adminUsers)
    .values({
      username: values.username,
      name: values.name ?? "",
      role: values.role ?? "admin",
      email: `${values.username}@scaligeradigital.example`,
      passwordHash: await hashPassword(values.password),
      isActive: values.isActive ?? true,
    })
    .returning({ id: adminUsers.id });
  return row!.id;
}

export async function addCustomer(
  db: Database,
  values: { email: string; password: string; isActive?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(customerUsers)
    .values({
      email: values.email,
      passwordHash: await hashPassword(values.password),
      firstName: "Mario",
      lastName: "Rossi",
      companyName: "Rossi Serramenti S.r.l.",
      vatNumber: "IT09876543210",
      address: "Via Roma 1, 37012 Bussolengo (VR)",
      phone: "+39 045 123 4567",
      isActive: values.isActive ?? true,
    })
    .returning({ id: customerUsers.id });
  return row!.id;
}

/** A JSON POST as the browser sends it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** The Set-Cookie values of a response. */
export const setCookies = (res: Response) => res.headers.getSetCookie();

/** "name=value" of the first cookie a response sets, ready for a Cookie header. */
export function cookieOf(res: Response): string {
  const first = setCookies(res)[0];
  if (!first) throw new Error("no Set-Cookie in the response");
  return first.split(";")[0]!;
}

/** The token part of a "name=value" cookie. */
export const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
