import { describe, expect, it } from "vitest";
import { rememberText } from "./remember-text";

describe("rememberText", () => {
  it("computes a string's result once and gives it again", () => {
    let calls = 0;
    const upper = rememberText((text) => {
      calls += 1;
      return text.toUpperCase();
    });
    expect([upper("ciao"), upper("ciao"), upper("mondo"), upper("ciao")]).toEqual([
      "CIAO",
      "CIAO",
      "MONDO",
      "CIAO",
    ]);
    expect(calls).toBe(2);
  });

  it("keeps within its bound, dropping the least recently used, and never keeps what is too large", () => {
    let calls = 0;
    const same = rememberText((text) => {
      calls += 1;
      return text;
    }, 20);
    same("aaaa"); // 8 characters held
    same("bbbb"); // 16
    same("aaaa"); // a is now the most recent
    same("cccc"); // 24: b goes
    expect(calls).toBe(3);
    same("aaaa");
    same("cccc");
    expect(calls).toBe(3);
    same("bbbb");
    expect(calls).toBe(4);
    same("x".repeat(11));
    same("x".repeat(11));
    expect(calls).toBe(6);
  });
});
