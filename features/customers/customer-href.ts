/**
 * The address of a customer's page in the back office (decision 069): a leaf module, so every
 * view that names a customer can link to it without importing the page.
 */
export const customerPageHref = (id: number) => `/admin/clienti/${id}`;
