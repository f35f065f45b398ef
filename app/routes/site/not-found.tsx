import { data } from "react-router";

/**
 * Any path no other route claims: answered with status 404 and rendered by the root error
 * boundary, whose meta export gives it the home metadata with 'Pagina non trovata' and noindex.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
