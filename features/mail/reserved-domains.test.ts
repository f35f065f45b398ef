import { describe, expect, it } from "vitest";
import { isReservedAddress } from "./reserved-domains";

describe("isReservedAddress", () => {
  it("knows the example and test domains, at any depth and in any case", () => {
    for (const email of [
      "mario.rossi@example.com",
      "Giulia@EXAMPLE.ORG",
      "a@mail.example.net",
      "ufficio@rossiimpianti.example",
      "x@shop.prova.test",
      "x@host.invalid",
      "x@localhost",
    ]) {
      expect(isReservedAddress(email), email).toBe(true);
    }
  });

  it("leaves real domains alone, even those that contain the words", () => {
    for (const email of [
      "mario.rossi@example.it",
      "info@myexample.com",
      "a@example.com.it",
      "test@gmail.com",
      "x@testing.it",
    ]) {
      expect(isReservedAddress(email), email).toBe(false);
    }
  });
});
