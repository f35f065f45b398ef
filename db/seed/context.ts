import type { UploadStorage } from "#server/storage";

/** What every part of the demo seed gets: one clock, the uploads' storage, and a way to turn drawings into stored images. */
export type SeedContext = {
  now: Date;
  storage: UploadStorage;
  /** Renders an SVG drawing through the image pipeline; returns the stored image URL. */
  image: (svg: string) => Promise<string>;
};

const day = 24 * 60 * 60 * 1000;

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * day);
}

/** A fixed date of the demo content, or, if the clock says it has not come yet, one in the past. */
export function pastDate(iso: string, now: Date, fallbackDaysAgo: number): Date {
  const date = new Date(iso);
  return date < now ? date : daysFrom(now, -fallbackDaysAgo);
}
