import type { z } from "zod";
import type { heroVariantSchema, HeroVariantInput } from "../hero.schema";
import type { HeroVariantRecord } from "./hero-api";
import { DEFAULT_HERO_GRADIENT, DEFAULT_TEXT_COLOR } from "./gradient-presets";

/** What the hero dialog's form holds (the schema's input: texts, "" for empty). */
export type HeroFormValues = z.input<typeof heroVariantSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as the local "YYYY-MM-DD" of a date input ("" for none). */
export function isoToDateInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's day as the ISO instant of its local start (or end) of day. */
export function dateInputToIso(value: string | null, end: boolean): string | null {
  if (!value) return null;
  const date = new Date(`${value.slice(0, 10)}T${end ? "23:59:59" : "00:00:00"}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function heroFormValues(hero: HeroVariantRecord | null): HeroFormValues {
  return {
    name: hero?.name ?? "",
    season: (hero?.season as HeroFormValues["season"]) ?? "default",
    title: hero?.title ?? "",
    subtitle: hero?.subtitle ?? "",
    description: hero?.description ?? "",
    ctaText: hero?.ctaText ?? "",
    ctaUrl: hero?.ctaUrl ?? "",
    backgroundType: hero?.backgroundImage ? "image" : "gradient",
    backgroundColor: hero?.backgroundColor ?? DEFAULT_HERO_GRADIENT,
    backgroundImage: hero?.backgroundImage ?? "",
    textColor: hero?.textColor ?? DEFAULT_TEXT_COLOR,
    active: hero?.active ?? false,
    startDate: isoToDateInput(hero?.startDate),
    endDate: isoToDateInput(hero?.endDate),
  };
}

/** The payload sent to the API: the validated values with the days as instants. */
export function heroPayload(values: HeroVariantInput): HeroVariantInput {
  return {
    ...values,
    startDate: dateInputToIso(values.startDate, false),
    endDate: dateInputToIso(values.endDate, true),
  };
}
