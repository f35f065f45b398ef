import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (code: string, message = "database error") =>
  Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57014", "statement timeout"],
    ["55P03", "lock timeout"],
    ["57P01", "terminated backend, server shutting down"],
    ["57P02", "crash shutdown"],
    ["57P03", "server starting up"],
    ["53300", "too many connections"],
    ["53200", "out of memory"],
    ["08006", "connection failure"],
    ["ECONNREFUSED", "server not listening"],
    ["ECONNRESET", "connection reset"],
  ])("is true for code %s (%s)", (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    "timeout exceeded when trying to connect",
    "Connection terminated due to connection timeout",
    "Connection terminated unexpectedly",
    "Query read timeout",
    "Client has encountered a connection error and is not queryable",
    "Cannot use a pool after calling end on the pool",
  ])("is true for the driver's own '%s'", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("looks through drizzle's wrapper and Error.cause", () => {
    const wrapped = new DrizzleQueryError("select 1", [], withCode("57P01"));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const timeout = new Error("Connection terminated due to connection timeout", {
      cause: new Error("Connection terminated"),
    });
    expect(isDatabaseUnavailable(new Error("outer", { cause: timeout }))).toBe(true);
  });

  it("looks into the attempts of an AggregateError (one per address of the host)", () => {
    const refused = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it.each([
    ["23505", "unique violation: a 409 for the caller"],
    ["22P02", "invalid input syntax"],
    ["42P01", "undefined table: a bug"],
  ])("is false for %s (%s)", (code) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], withCode(code)))).toBe(
      false,
    );
  });

  it("is false for errors that are not the database's, and for non-errors", () => {
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
