import { linearGradient, randomFrom, svgDocument, text } from "./svg-kit";

/** Mock-up screens for the platform pages: made-up UI drawn in the platform's colour. */
export type ScreenSpec = {
  name: string;
  /** Dark and light shade of the platform's gradient colour. */
  colors: [string, string];
  menu: string[];
  stats: [label: string, value: string][];
  rows: [title: string, detail: string, status: string][];
};

/** Cuts a label at a word boundary so it fits a narrow card. */
function shorten(label: string, max: number): string {
  if (label.length <= max) return label;
  const cut = label.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

function browserWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  spec: ScreenSpec,
  title: string,
): string {
  const [dark, light] = spec.colors;
  const menu = spec.menu
    .map((item, i) => {
      const my = y + 170 + i * 52;
      const active = i === 0;
      return (
        (active
          ? `<rect x="${x + 16}" y="${my - 30}" width="${200}" height="44" rx="10" fill="${light}" fill-opacity="0.25"/>`
          : "") +
        text(x + 36, my, item, {
          size: 19,
          fill: active ? "#ffffff" : "#cbd5e1",
          weight: active ? 700 : 400,
        })
      );
    })
    .join("");
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="52" rx="22" fill="#e2e8f0"/><rect x="${x}" y="${y + 30}" width="${w}" height="22" fill="#e2e8f0"/>`,
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${x + 30 + i * 26}" cy="${y + 26}" r="8" fill="${["#f87171", "#fbbf24", "#34d399"][i]}"/>`,
      )
      .join(""),
    `<rect x="${x + 120}" y="${y + 12}" width="${w - 240}" height="28" rx="14" fill="#ffffff"/>`,
    text(x + 140, y + 32, `app.${spec.name.toLowerCase()}.example`, { size: 15, fill: "#64748b" }),
    `<rect x="${x}" y="${y + 52}" width="232" height="${h - 52}" fill="${dark}"/>`,
    text(x + 32, y + 96, spec.name, { size: 26, fill: "#ffffff", weight: 700 }),
    menu,
    text(x + 272, y + 108, title, { size: 30, fill: "#0f172a", weight: 700 }),
  ].join("");
}

function statCards(x: number, y: number, w: number, spec: ScreenSpec): string {
  const gap = 20;
  const cw = (w - gap * (spec.stats.length - 1)) / spec.stats.length;
  return spec.stats
    .map(([label, value], i) => {
      const cx = x + i * (cw + gap);
      return `<rect x="${cx}" y="${y}" width="${cw}" height="120" rx="16" fill="#f1f5f9"/>${text(cx + 22, y + 44, label, { size: 17, fill: "#475569" })}${text(cx + 22, y + 94, value, { size: 34, fill: spec.colors[0], weight: 700 })}`;
    })
    .join("");
}

function chart(
  x: number,
  y: number,
  w: number,
  h: number,
  spec: ScreenSpec,
  bars: boolean,
): string {
  const random = randomFrom(spec.name + (bars ? "bars" : "area"));
  const n = 12;
  const values = Array.from({ length: n }, (_, i) => 0.3 + 0.5 * (i / n) + random() * 0.2);
  const frame = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>`;
  const inner = { x: x + 30, y: y + 30, w: w - 60, h: h - 60 };
  if (bars) {
    const bw = inner.w / n - 12;
    return (
      frame +
      values
        .map(
          (v, i) =>
            `<rect x="${(inner.x + i * (inner.w / n)).toFixed(0)}" y="${(inner.y + inner.h * (1 - v)).toFixed(0)}" width="${bw.toFixed(0)}" height="${(inner.h * v).toFixed(0)}" rx="6" fill="${i % 2 ? spec.colors[1] : spec.colors[0]}"/>`,
        )
        .join("")
    );
  }
  const points = values.map(
    (v, i) =>
      `${(inner.x + (i * inner.w) / (n - 1)).toFixed(0)},${(inner.y + inner.h * (1 - v)).toFixed(0)}`,
  );
  return `${frame}<polygon points="${inner.x},${inner.y + inner.h} ${points.join(" ")} ${inner.x + inner.w},${inner.y + inner.h}" fill="${spec.colors[1]}" fill-opacity="0.3"/><polyline points="${points.join(" ")}" fill="none" stroke="${spec.colors[0]}" stroke-width="5" stroke-linejoin="round"/>`;
}

function table(x: number, y: number, w: number, spec: ScreenSpec, count: number): string {
  return spec.rows
    .slice(0, count)
    .map(([title, detail, status], i) => {
      const ry = y + i * 78;
      return `<rect x="${x}" y="${ry}" width="${w}" height="64" rx="12" fill="${i % 2 ? "#ffffff" : "#f8fafc"}" stroke="#e2e8f0" stroke-width="2"/>${text(x + 22, ry + 40, title, { size: 19, fill: "#0f172a", weight: 700 })}${text(x + w * 0.48, ry + 40, detail, { size: 17, fill: "#475569" })}<rect x="${x + w - 170}" y="${ry + 15}" width="150" height="34" rx="17" fill="${spec.colors[1]}" fill-opacity="0.3"/>${text(x + w - 95, ry + 38, status, { size: 15, fill: spec.colors[0], weight: 700, anchor: "middle" })}`;
    })
    .join("");
}

/** 1600x1000 hero image: the dashboard in a browser window. */
export function platformHeroSvg(spec: ScreenSpec): string {
  const body = [
    `<defs>${linearGradient("bg", [spec.colors[0], spec.colors[1]])}</defs>`,
    `<rect width="1600" height="1000" fill="url(#bg)"/>`,
    `<circle cx="1450" cy="120" r="260" fill="#ffffff" fill-opacity="0.08"/><circle cx="120" cy="930" r="200" fill="#ffffff" fill-opacity="0.08"/>`,
    browserWindow(110, 90, 1380, 820, spec, "Panoramica"),
    statCards(382, 240, 1068, spec),
    chart(382, 390, 1068, 250, spec, false),
    table(382, 670, 1068, spec, 3),
  ].join("");
  return svgDocument(1600, 1000, body);
}

/** The gallery screens: "report" (bars and list), "elenco" (table), "mobile" (two phones). */
export const galleryVariants = ["report", "elenco", "mobile"] as const;

/** A 1200x750 gallery screen of one of the `galleryVariants`. */
export function platformGallerySvg(
  spec: ScreenSpec,
  variant: (typeof galleryVariants)[number],
  title: string,
): string {
  const bg = `<defs>${linearGradient("bg", ["#f1f5f9", "#e2e8f0"])}</defs><rect width="1200" height="750" fill="url(#bg)"/>`;
  if (variant === "mobile") {
    const phone = (x: number, heading: string, content: string) =>
      `<rect x="${x}" y="60" width="330" height="630" rx="44" fill="#0f172a"/><rect x="${x + 14}" y="74" width="302" height="602" rx="32" fill="#ffffff"/><rect x="${x + 14}" y="74" width="302" height="110" rx="32" fill="${spec.colors[0]}"/><rect x="${x + 14}" y="150" width="302" height="34" fill="${spec.colors[0]}"/>${text(x + 40, 150, heading, { size: 24, fill: "#ffffff", weight: 700 })}${content}`;
    const cards = (x: number) =>
      spec.rows
        .slice(0, 4)
        .map(
          ([t, d], i) =>
            `<rect x="${x + 34}" y="${210 + i * 112}" width="262" height="96" rx="16" fill="#f1f5f9"/>${text(x + 54, 250 + i * 112, shorten(t, 19), { size: 18, fill: "#0f172a", weight: 700 })}${text(x + 54, 280 + i * 112, shorten(d, 26), { size: 15, fill: "#475569" })}`,
        )
        .join("");
    const stats = (x: number) =>
      spec.stats
        .map(
          ([l, v], i) =>
            `<rect x="${x + 34}" y="${210 + i * 150}" width="262" height="130" rx="16" fill="#f1f5f9"/>${text(x + 54, 255 + i * 150, l, { size: 17, fill: "#475569" })}${text(x + 54, 305 + i * 150, v, { size: 34, fill: spec.colors[0], weight: 700 })}`,
        )
        .join("");
    const bullets = spec.menu
      .slice(1, 5)
      .map(
        (item, i) =>
          `<circle cx="104" cy="${254 + i * 60}" r="14" fill="${spec.colors[0]}"/><path d="M97 ${254 + i * 60} l5 5 l9 -10" fill="none" stroke="#ffffff" stroke-width="3"/>${text(132, 262 + i * 60, item, { size: 22, fill: "#1e293b" })}`,
      )
      .join("");
    const intro =
      text(90, 120, title, { size: 34, fill: "#0f172a", weight: 700 }) +
      text(90, 170, spec.name, { size: 24, fill: "#475569" });
    return svgDocument(
      1200,
      750,
      bg +
        intro +
        bullets +
        phone(480, spec.name, cards(480)) +
        phone(830, "Riepilogo", stats(830)),
    );
  }
  const window = browserWindow(40, 40, 1120, 670, { ...spec, menu: spec.menu.slice(0, 6) }, title);
  const content =
    variant === "report"
      ? statCards(312, 180, 808, { ...spec, stats: spec.stats.slice(0, 3) }) +
        chart(312, 330, 808, 350, spec, true)
      : table(312, 190, 808, spec, 6);
  return svgDocument(1200, 750, bg + window + content);
}
