import { blogCategoryBadgeClass, blogCategoryLabel } from "../blog-categories";
import { cn } from "#app/lib/cn";

/** The category of a post in its colour (spec public-site section 3). */
export function BlogCategoryBadge({
  category,
  className,
}: {
  category: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        blogCategoryBadgeClass(category),
        className,
      )}
    >
      {blogCategoryLabel(category)}
    </span>
  );
}
