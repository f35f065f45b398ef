import { useId, type ReactNode } from "react";
import { cn } from "#kit/ui/cn";

/** A titled card of the customer's Dati Personali page (recapiti, password, sicurezza, dati). */
export function ProfileCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
