import { labelledOptions } from "../shared/value-options";

/**
 * Categories and platforms of downloadable software with their Italian labels: the one list the
 * database columns (features/<entity>/<entity>.table.ts), the zod schema and the pages use. Browser-safe: no
 * zod, no drizzle.
 */

export const softwareCategories = [
  "software",
  "driver",
  "utility",
  "plugin",
  "teleassistenza",
  "sicurezza",
] as const;
export const softwarePlatforms = [
  "windows",
  "mac",
  "linux",
  "android",
  "ios",
  "web",
  "multipiattaforma",
] as const;

export type SoftwareCategory = (typeof softwareCategories)[number];
export type SoftwarePlatform = (typeof softwarePlatforms)[number];

export const softwareCategoryLabels: Record<SoftwareCategory, string> = {
  software: "Software",
  driver: "Driver",
  utility: "Utility",
  plugin: "Plugin",
  teleassistenza: "Teleassistenza",
  sicurezza: "Sicurezza",
};

export const softwarePlatformLabels: Record<SoftwarePlatform, string> = {
  windows: "Windows",
  mac: "macOS",
  linux: "Linux",
  android: "Android",
  ios: "iOS",
  web: "Web",
  multipiattaforma: "Multipiattaforma",
};

export const softwareCategoryOptions = labelledOptions(softwareCategories, softwareCategoryLabels);

export const softwarePlatformOptions = labelledOptions(softwarePlatforms, softwarePlatformLabels);
