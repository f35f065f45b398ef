import type { ComponentProps } from "react";

/**
 * The honeypot of the public forms: a field people never see or reach (off screen, hidden from
 * assistive technology, out of the tab order, no autofill) that bots filling in every input do
 * complete. The server discards submissions that fill it.
 */
export function HoneypotField(props: ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Sito web
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
