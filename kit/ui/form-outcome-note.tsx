import { clsx } from "clsx";
import type { FormOutcome } from "#kit/lib/form-outcome";

/**
 * The whole-form message of a form posted without JavaScript (decision 024): the success in
 * green (a status), a refusal in red (an alert). Nothing when there is no message.
 */
export function FormOutcomeNote({
  outcome,
  className,
}: {
  outcome: FormOutcome | undefined;
  className?: string;
}) {
  if (!outcome?.message) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={clsx(
        "rounded-xl border p-4",
        outcome.ok
          ? "border-green-200 bg-green-50 text-green-900"
          : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
    >
      {outcome.message}
    </p>
  );
}
