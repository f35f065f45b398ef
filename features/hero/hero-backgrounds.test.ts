import { describe, expect, it } from "vitest";
import { DEFAULT_HERO_GRADIENT } from "./hero-default-gradient";
import {
  customGradient,
  editableBackground,
  editableTextColor,
  gradientEnds,
  gradientPresets,
  isHeroBackground,
  isHexColor,
  parseGradient,
} from "./hero-backgrounds";

describe("hero backgrounds", () => {
  it("accepts every preset and well-formed gradients of #rrggbb colours", () => {
    for (const preset of gradientPresets) expect(isHeroBackground(preset.value)).toBe(true);
    expect(parseGradient("linear-gradient(90deg, #7F1D1D, #14532d 100%)")).toEqual({
      angle: 90,
      stops: [
        { color: "#7f1d1d", at: null },
        { color: "#14532d", at: 100 },
      ],
    });
    expect(isHeroBackground(customGradient("#112233", "#445566"))).toBe(true);
  });

  it("refuses anything else", () => {
    for (const css of [
      "red",
      "#123456",
      "linear-gradient(135deg, red, blue)",
      "linear-gradient(135deg, rgb(1,2,3), #ffffff)",
      "linear-gradient(135deg, #123456)",
      "linear-gradient(400deg, #123456, #654321)",
      "linear-gradient(135deg, #123456 120%, #654321)",
      "linear-gradient(135deg, #123456, #654321); color: red",
      "linear-gradient(135deg, #123456, url(https://evil.example/x))",
      "radial-gradient(#123456, #654321)",
      `linear-gradient(1deg, ${Array(6).fill("#123456").join(", ")})`,
    ]) {
      expect(isHeroBackground(css), css).toBe(false);
    }
  });

  it("gives the dialog editable values: older free-form backgrounds and colours become pickable", () => {
    expect(editableBackground(null)).toBe(DEFAULT_HERO_GRADIENT);
    expect(editableBackground(gradientPresets[2]!.value)).toBe(gradientPresets[2]!.value);
    expect(editableBackground("linear-gradient(to right, #AABBCC, rgb(0,0,0), #112233)")).toBe(
      "linear-gradient(135deg, #aabbcc 0%, #112233 100%)",
    );
    expect(editableBackground("blue")).toBe(DEFAULT_HERO_GRADIENT);
    expect(gradientEnds("linear-gradient(45deg, #0b1f4b 0%, #123a7a 55%, #1e56a0 100%)")).toEqual({
      angle: 45,
      from: "#0b1f4b",
      to: "#1e56a0",
    });
    expect(editableTextColor("#FEF3C7")).toBe("#fef3c7");
    expect(editableTextColor("#fff")).toBe("#ffffff");
    expect(editableTextColor("white")).toBe("#ffffff");
    expect(isHexColor("#12345g")).toBe(false);
  });
});
