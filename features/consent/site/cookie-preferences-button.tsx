import { clsx as cn } from "clsx";
import { openCookieSettings } from "../consent-browser";

/**
 * 'Preferenze cookie': reopens the cookie settings dialog so a visitor can change or withdraw
 * consent at any time. Meant for the footer's legal links; style it with className.
 */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      className={cn(
        "cursor-pointer rounded-sm underline-offset-4 hover:underline focus-ring focus-visible:outline-current",
        className,
      )}
    >
      Preferenze cookie
    </button>
  );
}
