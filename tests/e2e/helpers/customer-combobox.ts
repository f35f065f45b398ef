import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Chooses a customer in a type-ahead (kit/admin/record-combobox.tsx): types
 * `search` in the combobox named `label`, waits for the option named `option` (the customer's
 * "Nome Cognome (Azienda)") and picks it with the keyboard, as a user would.
 */
export async function chooseCustomer(
  scope: Page | Locator,
  label: string,
  search: string,
  option: string,
) {
  const combobox = scope.getByRole("combobox", { name: label, exact: true });
  await combobox.fill(search);
  const listbox = scope.getByRole("listbox", { name: label, exact: true });
  const choice = listbox.getByRole("option", { name: option });
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
  await expect(choice).toBeVisible();
  // Down to the option, then Enter (the extras, e.g. 'Tutti i clienti', come first).
  const names = await listbox.getByRole("option").allTextContents();
  const index = names.findIndex((name) => name.startsWith(option));
  for (let i = 0; i <= index; i++) await combobox.press("ArrowDown");
  await expect(choice).toHaveAttribute("aria-selected", "true");
  await combobox.press("Enter");
  await expect(combobox).toHaveValue(option);
}
