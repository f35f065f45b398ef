/** A software id from the URL: a positive 32-bit integer, or null (the API then answers 404). */
export function parseSoftwareId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export const SOFTWARE_NOT_FOUND = "Software non trovato";
