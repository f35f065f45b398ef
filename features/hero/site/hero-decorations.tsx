import { Cloud, Code, Cpu, Globe, Rocket, ShieldCheck } from "lucide";
import { Icon } from "#kit/ui/icon";
import { useHydrated } from "#kit/lib/use-hydrated";

const icons = [
  { icon: Code, className: "top-[18%] left-[6%] size-16 rotate-[-8deg]" },
  { icon: Cloud, className: "top-[24%] right-[8%] size-20" },
  { icon: Cpu, className: "bottom-[14%] left-[12%] size-14 rotate-6" },
  { icon: Globe, className: "bottom-[18%] right-[14%] size-16" },
  { icon: Rocket, className: "top-[62%] left-[3%] size-10 rotate-12" },
  { icon: ShieldCheck, className: "top-[12%] right-[30%] size-10" },
];

/**
 * Decorative glows and technology icons on the gradient hero, from 768 px up; hidden from
 * assistive technology. The browser draws the icons once the page runs: they are not content,
 * and in the server HTML they would weigh about 2 KB (decision 014).
 */
export function HeroDecorations() {
  const hydrated = useHydrated();
  return (
    <div className="pointer-events-none absolute inset-0 -z-10 hidden md:block" aria-hidden="true">
      <div className="absolute -top-32 -right-32 size-96 rounded-full bg-white/5 blur-3xl" />
      <div className="absolute -bottom-40 -left-24 size-[28rem] rounded-full bg-sky-400/10 blur-3xl" />
      {hydrated &&
        icons.map(({ icon, className }) => (
          <Icon
            node={icon}
            key={className}
            className={`absolute stroke-[1.25] text-white/15 ${className}`}
          />
        ))}
    </div>
  );
}
