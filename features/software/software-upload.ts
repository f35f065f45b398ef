/**
 * Rules of the software file upload shared by the admin dialog and POST /api/upload/software
 * (../shared/spec/back-office.md §5, §7, §9). Browser-safe.
 */

/** The only extensions the software upload accepts (case insensitive). */
export const softwareExtensions = [
  ".zip",
  ".rar",
  ".exe",
  ".msi",
  ".dmg",
  ".deb",
  ".rpm",
  ".pkg",
] as const;

export type SoftwareExtension = (typeof softwareExtensions)[number];

/** The multipart field that carries the file. */
export const SOFTWARE_UPLOAD_FIELD = "file";

/** The client gives up on an upload after 5 minutes (../shared/spec/back-office.md §9). */
export const SOFTWARE_UPLOAD_TIMEOUT_MS = 300_000;

/** Default server limit when SOFTWARE_UPLOAD_MAX_BYTES is not set: 2 GiB. */
export const DEFAULT_SOFTWARE_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;

/** The lowercased allowed extension of a file name, or null. */
export function softwareExtensionOf(fileName: string): SoftwareExtension | null {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = fileName.slice(dot).toLowerCase();
  return (softwareExtensions as readonly string[]).includes(extension)
    ? (extension as SoftwareExtension)
    : null;
}

export const EXTENSION_NOT_ALLOWED = `Tipo di file non consentito. Sono accettati solo: ${softwareExtensions.join(" ")}`;

/** A size in megabytes with two decimals, as the spec shows it: 13107200 -> '12.50 MB'. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(2)} MB`;
}

/** The Italian 413 message for a limit in bytes ('Il file supera il limite di 2 GB'). */
export function tooLargeMessage(maxBytes: number): string {
  const gb = maxBytes / 1024 ** 3;
  const size =
    gb >= 1
      ? `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`
      : maxBytes >= 1024 ** 2
        ? `${Math.floor(maxBytes / 1024 ** 2)} MB`
        : `${Math.max(1, Math.floor(maxBytes / 1024))} KB`;
  return `Il file supera la dimensione massima consentita di ${size}`;
}

/** The answer of POST /api/upload/software. */
export type SoftwareUploadAnswer = { url: string; fileSize: string };
