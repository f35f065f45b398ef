import { Badge } from "#kit/ui/badge";
import { blogCategoryBadgeClass, blogCategoryLabel } from "../blog-categories";

/** The category of a post in its colour (../shared/spec/public-site.md §3). */
export function BlogCategoryBadge({
  category,
  className,
}: {
  category: string;
  className?: string;
}) {
  return (
    <Badge className={`${blogCategoryBadgeClass(category)}${className ? ` ${className}` : ""}`}>
      {blogCategoryLabel(category)}
    </Badge>
  );
}
