import { expect } from "vitest";
import { cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { CUSTOMER_PASSWORD, type TestApi } from "#tests/helpers/fixtures";

/** Signs a customer in and returns their cookie header. */
export async function customerCookie(
  api: TestApi,
  email: string,
  password = CUSTOMER_PASSWORD,
): Promise<string> {
  const res = await api.request("/customer/login", postJson({ email, password }));
  expect(res.status).toBe(200);
  return cookieOf(res);
}

/** The first message and the messages per field of a 400 answer. */
export async function validationOf(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    message: string;
    issues: { path: string; message: string }[];
  };
  return {
    message: body.message,
    fields: Object.fromEntries([...body.issues].reverse().map((i) => [i.path, i.message])),
  };
}
