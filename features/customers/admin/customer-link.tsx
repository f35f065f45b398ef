import { Link } from "react-router";
import { customerPageHref } from "../customer-href";

/** A customer's name as a link to their page (decision 069), wherever the back office names them. */
export function CustomerLink({ id, children }: { id: number; children: string }) {
  return (
    <Link
      to={customerPageHref(id)}
      className="font-medium text-blue-700 underline hover:text-blue-900"
      data-testid="customer-link"
    >
      {children}
    </Link>
  );
}
