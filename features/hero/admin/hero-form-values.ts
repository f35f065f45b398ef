import type { z } from "zod";
import { romeDay, romeDayEnd, romeDayStart } from "#kit/lib/dates";
import type { heroVariantSchema, HeroVariantInput } from "../hero.schema";
import type { HeroVariantRecord } from "./hero-api";
import { editableBackground, editableTextColor } from "../hero-backgrounds";

/** What the hero dialog's form holds (the schema's input: texts, "" for empty). */
export type HeroFormValues = z.input<typeof heroVariantSchema>;

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
    backgroundColor: editableBackground(hero?.backgroundColor),
    backgroundImage: hero?.backgroundImage ?? "",
    textColor: editableTextColor(hero?.textColor),
    active: hero?.active ?? false,
    startDate: hero?.startDate ? romeDay(hero.startDate) : "",
    endDate: hero?.endDate ? romeDay(hero.endDate) : "",
  };
}

/** A date input's day as the instant it starts (or ends) in Rome; null when empty or invalid. */
function dayToIso(day: string | null, bound: (day: string) => Date | null): string | null {
  return (day && bound(day.slice(0, 10))?.toISOString()) || null;
}

/** The payload sent to the API: the validated values with the days as instants (Rome's days). */
export function heroPayload(values: HeroVariantInput): HeroVariantInput {
  return {
    ...values,
    startDate: dayToIso(values.startDate, romeDayStart),
    endDate: dayToIso(values.endDate, romeDayEnd),
  };
}
