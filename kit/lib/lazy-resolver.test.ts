import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { z } from "./zod";
import { lazyResolver } from "./lazy-resolver";
import { schemaResolver } from "./schema-resolver";

type Values = { name: string; age: string };
const options = { fields: {}, shouldUseNativeValidation: false };

describe("lazyResolver", () => {
  it("loads the rules with the first validation, once", async () => {
    const rules: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn(async () => rules);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const values = { name: "Anna", age: "40" };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    await resolver(values, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const rules: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(rules);
    const resolver = lazyResolver<Values>(load);
    const values = { name: "Anna", age: "40" };
    await expect(resolver(values, undefined, options)).rejects.toThrow("offline");
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });
});

describe("schemaResolver", () => {
  const schema = z.object({
    name: z.string().trim().min(2, "Nome troppo corto"),
    age: z.string().regex(/^\d+$/, "Solo cifre").min(1, "Obbligatoria"),
  });

  it("gives the parsed values when they pass", async () => {
    const result = await schemaResolver(schema)({ name: " Anna ", age: "40" }, undefined, options);
    expect(result).toEqual({ values: { name: "Anna", age: "40" }, errors: {} });
  });

  it("gives the first issue of each field when they do not", async () => {
    const result = await schemaResolver(schema)({ name: "A", age: "" }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: "too_small", message: "Nome troppo corto" },
      age: { type: "invalid_format", message: "Solo cifre" },
    });
  });
});
