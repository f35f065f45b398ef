import { useId, useState } from "react";
import { Link } from "react-router";
import { ChevronDown } from "lucide";
import { Icon } from "#kit/ui/icon";
import { clsx as cn } from "clsx";
import type { NavItem } from "./navbar-links";

/**
 * A footer link column: an accordion on small screens (each column opens and closes on its
 * own), always expanded from 768 px up.
 */
export function FooterColumn({ title, items }: { title: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="border-b border-slate-800 md:border-0">
      <h2 className="text-base font-semibold text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="footer-toggle"
        >
          {title}
          <Icon
            node={ChevronDown}
            className={cn("size-5 motion-safe:transition-transform", open && "rotate-180")}
          />
        </button>
        <span className="hidden md:block">{title}</span>
      </h2>
      <ul
        id={listId}
        data-open={open ? "true" : "false"}
        className={cn("space-y-2 pb-4 text-sm md:mt-4 md:block md:pb-0", open ? "block" : "hidden")}
      >
        {items.map((item, index) => (
          <li key={`${index}${item.to}`}>
            <Link to={item.to} className="footer-link">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
