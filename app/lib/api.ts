/**
 * The browser's API client. Credentials always included, JSON bodies, and any non-OK answer
 * throws "{status}: {body text or status text}" as the spec says.
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const getJson = <T>(url: string) => apiRequest<T>("GET", url);
