import { ApiError } from "./api-errors";

/**
 * The browser's plain API call (public pages, sign-in screens): credentials included, JSON
 * bodies (a FormData as multipart), and any non-OK answer throws an ApiError ("{status}: {body}"). The admin panel and the
 * customer area call through the typed clients of ./api-client.ts.
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  // A FormData body goes as multipart/form-data, its boundary set by the browser.
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined || form ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await ApiError.of(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const getJson = <T>(url: string) => apiRequest<T>("GET", url);
