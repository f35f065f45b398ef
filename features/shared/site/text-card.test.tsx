import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Award, Check } from "lucide";
import { IconTextCards } from "./text-card";

const items = [
  { title: "Uno", text: "Primo" },
  { title: "Due", text: "Secondo" },
  { title: "Tre", text: "Terzo" },
];

describe("IconTextCards", () => {
  it("draws one card per item with the icon at its index, else the first", () => {
    const html = renderToString(
      <ul>
        <IconTextCards items={items} icons={[Check, Award]} tone="soft" testId="card" />
      </ul>,
    );
    const cards = html.split("<li").slice(1);
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => /<h3[^>]*>([^<]*)<\/h3>/.exec(card)?.[1])).toEqual([
      "Uno",
      "Due",
      "Tre",
    ]);
    expect(cards[0]).toContain('data-testid="card"');
    expect(cards[0]).toContain("bg-slate-50");
    expect(cards[0]).toContain('class="icon size-8 text-brand-700"');
    const paths = (card: string | undefined) => card?.match(/<path[^>]*>/g)?.join("");
    expect(paths(cards[1])).not.toEqual(paths(cards[0]));
    expect(paths(cards[2])).toEqual(paths(cards[0]));
    expect(cards[2]).toContain('<p class="mt-2 flex-1 text-slate-600">Terzo</p>');
  });

  it("takes another icon size", () => {
    const html = renderToString(
      <IconTextCards items={items.slice(0, 1)} icons={[Check]} iconClass="size-7 text-brand-700" />,
    );
    expect(html).toContain('class="icon size-7 text-brand-700"');
  });
});
