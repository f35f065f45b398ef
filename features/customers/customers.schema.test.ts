import { describe, expect, it } from "vitest";
import { customerCreateSchema, customerUpdateSchema, filterCustomers } from "./customers.schema";

const base = {
  firstName: "Laura",
  lastName: "Ferrari",
  email: "laura@example.it",
  passwordHash: "",
  companyName: "",
  vatNumber: "",
  address: "",
  phone: "",
  isActive: true,
};

describe("customer schemas", () => {
  it("need a password only for new customers given one by hand; blank on edit means unchanged", () => {
    expect(customerCreateSchema.parse(base).passwordHash).toBeNull();
    const manual = customerCreateSchema.safeParse({ ...base, sendAccessLink: false });
    expect(manual.error?.issues[0]?.message).toBe("La password è obbligatoria per i nuovi clienti");
    const edited = customerUpdateSchema.parse(base);
    expect(edited.passwordHash).toBeNull();
    expect(edited.companyName).toBeNull();
    expect(customerUpdateSchema.parse({ ...base, passwordHash: "Segreta-2026" }).passwordHash).toBe(
      "Segreta-2026",
    );
  });

  it("give the form's first message for an empty form", () => {
    const result = customerCreateSchema.safeParse({
      ...base,
      firstName: "",
      lastName: "",
      email: "",
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Nome, Cognome ed Email sono campi obbligatori",
      "Nome, Cognome ed Email sono campi obbligatori",
      "Nome, Cognome ed Email sono campi obbligatori",
    ]);
  });
});

describe("filterCustomers", () => {
  const customers = [
    {
      firstName: "Mario",
      lastName: "Rossi",
      email: "mario@rossi.example",
      companyName: "Rossi Impianti",
      isActive: true,
    },
    {
      firstName: "Giulia",
      lastName: "Bianchi",
      email: "giulia@example.it",
      companyName: "Cantina Bianchi",
      isActive: false,
    },
    {
      firstName: "Luca",
      lastName: "Neri",
      email: "luca@neri.example",
      companyName: null,
      isActive: true,
    },
  ];
  const names = (list: typeof customers) => list.map((c) => c.firstName);

  it("searches name, email and company, case-insensitively, every word", () => {
    expect(names(filterCustomers(customers, "", "all"))).toEqual(["Mario", "Giulia", "Luca"]);
    expect(names(filterCustomers(customers, "cantina", "all"))).toEqual(["Giulia"]);
    expect(names(filterCustomers(customers, "NERI.example", "all"))).toEqual(["Luca"]);
    expect(names(filterCustomers(customers, "mario rossi", "all"))).toEqual(["Mario"]);
    expect(names(filterCustomers(customers, "mario bianchi", "all"))).toEqual([]);
  });

  it("filters by status", () => {
    expect(names(filterCustomers(customers, "", "active"))).toEqual(["Mario", "Luca"]);
    expect(names(filterCustomers(customers, "", "inactive"))).toEqual(["Giulia"]);
    expect(names(filterCustomers(customers, "rossi", "inactive"))).toEqual([]);
  });
});
