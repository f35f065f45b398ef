import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose rules are loaded with the first validation (a submit, or a
 * change after one), so a page with a form does not load zod before the visitor uses it.
 */
export function lazyResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
