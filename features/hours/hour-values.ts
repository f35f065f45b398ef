/**
 * The monte ore (decision 068): what a movement of an hour package is, how a duration is typed
 * and shown in Italian, and the low-balance threshold of Impostazioni. Browser-safe.
 */

/** Work logged (deducts), a top-up (adds), a correction that takes time off (deducts). */
export const hourMovementKinds = ["work", "top_up", "deduction"] as const;
export type HourMovementKind = (typeof hourMovementKinds)[number];

export const hourMovementKindLabels: Record<HourMovementKind, string> = {
  work: "Lavoro",
  top_up: "Ricarica",
  deduction: "Correzione (toglie ore)",
};

/** +1 for what adds to the balance, -1 for what takes from it. */
export const hourMovementSign: Record<HourMovementKind, 1 | -1> = {
  work: -1,
  top_up: 1,
  deduction: -1,
};

/** One movement lasts from 1 minute to 999 hours. */
export const durationLimits = { min: 1, max: 999 * 60 } as const;

export const durationMessage =
  "Durata non valida: scrivi ad esempio 1 h 30 min, 45 min, 2 ore o 1:30";

const HOURS = "(?:h|ora|ore)";
const MINUTES = "(?:m|min|minuto|minuti)";
const hoursAndMinutes = new RegExp(
  `^(?:(\\d{1,3})\\s*${HOURS})?\\s*(?:e\\s*)?(?:(\\d{1,5})\\s*${MINUTES})?$`,
);
const decimalHours = new RegExp(`^(\\d{1,3})[.,](\\d{1,2})\\s*${HOURS}$`);

/**
 * The minutes of a duration typed in Italian: "1 h 30 min", "1h30m", "2 ore", "1 ora e 15 minuti",
 * "45 min", "1:30", "1,5 h", or a bare number of minutes ("90"). Null when it is none of those,
 * or outside `durationLimits`.
 */
export function parseDuration(text: string): number | null {
  const typed = text.trim().toLocaleLowerCase("it-IT").replace(/\s+/g, " ");
  if (typed === "") return null;
  let minutes: number | null = null;
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(typed);
  const decimal = decimalHours.exec(typed);
  const parts = hoursAndMinutes.exec(typed);
  if (/^\d{1,5}$/.test(typed)) minutes = Number(typed);
  else if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (decimal) minutes = Math.round(Number(`${decimal[1]}.${decimal[2]}`) * 60);
  else if (parts && (parts[1] !== undefined || parts[2] !== undefined)) {
    minutes = Number(parts[1] ?? 0) * 60 + Number(parts[2] ?? 0);
  }
  if (minutes === null || minutes < durationLimits.min || minutes > durationLimits.max) return null;
  return minutes;
}

/** 90 -> "1 h 30 min", 45 -> "45 min", 120 -> "2 h", -75 -> "-1 h 15 min", 0 -> "0 min". */
export function formatMinutes(total: number): string {
  const sign = total < 0 ? "-" : "";
  const minutes = Math.abs(Math.round(total));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const text = h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
  return sign + text;
}

/** The setting of Impostazioni: the balance (in hours) under which the customer is told. */
export const HOURS_THRESHOLD_KEY = "hours_low_threshold";
export const hoursThreshold = { min: 0, max: 999, initial: 2 } as const;
export const hoursThresholdMessage = `Scrivi un numero intero di ore da ${hoursThreshold.min} a ${hoursThreshold.max} (0: nessun avviso)`;

/** The stored text of the setting as hours, or null when it is not a whole number in range. */
export function parseHoursThreshold(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= hoursThreshold.min && value <= hoursThreshold.max ? value : null;
}
