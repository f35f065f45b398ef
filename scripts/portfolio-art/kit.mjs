/** Drawing helpers for the portfolio illustrations (plain SVG, no external fonts or images). */
export const W = 1200;
export const H = 800;
const font = "Inter, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif";

export const esc = (s) =>
  String(s).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

export function svg(body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>\n`;
}

export function gradient(id, from, to, vertical = false) {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function t(x, y, content, size, fill, weight = 400, anchor = "start") {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(content)}</text>`;
}

export const rect = (x, y, w, h, fill, rx = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;

/** A checkbox: a square outlined in `color`, filled with it when checked. */
export const checkbox = (x, y, size, color, checked, rx) =>
  rect(x, y, size, size, checked ? color : "#ffffff", rx, `stroke="${color}" stroke-width="2"`);

export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** Page background plus a browser window; returns the markup and the content box. */
export function browser(bg, { x = 80, y = 70, w = 1040, h = 660, url = "" } = {}) {
  const frame = [
    rect(0, 0, W, H, bg),
    rect(x + 6, y + 10, w, h, "#0f172a", 18, 'fill-opacity="0.18"'),
    rect(x, y, w, h, "#ffffff", 18),
    rect(x, y, w, 48, "#e2e8f0", 18),
    rect(x, y + 30, w, 18, "#e2e8f0"),
    circle(x + 26, y + 24, 7, "#f87171"),
    circle(x + 48, y + 24, 7, "#fbbf24"),
    circle(x + 70, y + 24, 7, "#34d399"),
    rect(x + 110, y + 11, w - 220, 26, "#ffffff", 13),
    t(x + 128, y + 29, url, 14, "#64748b"),
  ].join("");
  return { frame, box: { x, y: y + 48, w, h: h - 48 } };
}

/** A phone outline with a white screen; returns markup and the screen box. */
export function phone(x, y, { w = 300, h = 600, accent = "#1e40af", title = "" } = {}) {
  const sx = x + 14;
  const sy = y + 14;
  const sw = w - 28;
  const sh = h - 28;
  const frame = [
    rect(x + 8, y + 12, w, h, "#0f172a", 44, 'fill-opacity="0.2"'),
    rect(x, y, w, h, "#0f172a", 44),
    rect(sx, sy, sw, sh, "#ffffff", 32),
    rect(sx, sy, sw, 96, accent, 32),
    rect(sx, sy + 60, sw, 36, accent),
    rect(x + w / 2 - 40, y + 22, 80, 14, "#0f172a", 7),
    t(sx + 24, sy + 78, title, 22, "#ffffff", 700),
  ].join("");
  return { frame, box: { x: sx, y: sy + 96, w: sw, h: sh - 96 } };
}

/** Grey text placeholder lines. */
export function lines(x, y, widths, gap = 22, fill = "#cbd5e1") {
  return widths.map((w, i) => rect(x, y + i * gap, w, 10, fill, 5)).join("");
}

export function button(x, y, w, label, fill, color = "#ffffff", h = 46) {
  return rect(x, y, w, h, fill, 10) + t(x + w / 2, y + h / 2 + 6, label, 17, color, 700, "middle");
}

/** A road bike drawn with circles and lines, `s` its scale. */
export function bike(cx, cy, s, frameColor, wheel = "#0f172a") {
  const p = (dx, dy) => `${cx + dx * s},${cy + dy * s}`;
  const stroke = (w, c) =>
    `fill="none" stroke="${c}" stroke-width="${w * s}" stroke-linecap="round" stroke-linejoin="round"`;
  return [
    `<circle cx="${cx - 110 * s}" cy="${cy}" r="${72 * s}" ${stroke(10, wheel)}/>`,
    `<circle cx="${cx + 110 * s}" cy="${cy}" r="${72 * s}" ${stroke(10, wheel)}/>`,
    `<circle cx="${cx - 110 * s}" cy="${cy}" r="${8 * s}" fill="${wheel}"/>`,
    `<circle cx="${cx + 110 * s}" cy="${cy}" r="${8 * s}" fill="${wheel}"/>`,
    `<polyline points="${p(-110, 0)} ${p(-20, 0)} ${p(-45, -110)} ${p(-110, 0)}" ${stroke(9, frameColor)}/>`,
    `<polyline points="${p(-20, 0)} ${p(75, -100)} ${p(-45, -110)}" ${stroke(9, frameColor)}/>`,
    `<polyline points="${p(75, -100)} ${p(110, 0)}" ${stroke(8, frameColor)}/>`,
    `<polyline points="${p(75, -100)} ${p(70, -128)} ${p(100, -132)} ${p(108, -112)}" ${stroke(6, wheel)}/>`,
    `<polyline points="${p(-45, -110)} ${p(-52, -132)}" ${stroke(6, wheel)}/>`,
    `<polyline points="${p(-75, -136)} ${p(-30, -136)}" ${stroke(9, wheel)}/>`,
    `<circle cx="${cx - 20 * s}" cy="${cy}" r="${16 * s}" ${stroke(5, wheel)}/>`,
  ].join("");
}
