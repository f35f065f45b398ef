import { serviceOptions } from "../service-options";

export const FALLBACK_SERVICE = "Programmazione Software";

/** The service option a button asks for (case-insensitive), else 'Programmazione Software'. */
export function defaultServiceFor(service?: string | null): string {
  const wanted = service?.trim().toLowerCase();
  return serviceOptions.find((option) => option.toLowerCase() === wanted) ?? FALLBACK_SERVICE;
}
