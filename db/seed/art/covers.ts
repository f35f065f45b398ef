import { linearGradient, randomFrom, svgDocument, text } from "./svg-kit";

/** Blog category colours as the spec pairs them (dark shade, light shade). */
const categoryPalette: Record<string, [string, string, string]> = {
  sviluppo: ["#1e3a8a", "#2563eb", "#93c5fd"],
  sicurezza: ["#7f1d1d", "#dc2626", "#fca5a5"],
  "e-commerce": ["#14532d", "#16a34a", "#86efac"],
  "consulenza-it": ["#312e81", "#4f46e5", "#a5b4fc"],
  programmazione: ["#164e63", "#0891b2", "#67e8f9"],
  tecnologia: ["#581c87", "#9333ea", "#d8b4fe"],
  "web-design": ["#831843", "#db2777", "#f9a8d4"],
  tutorial: ["#7c2d12", "#ea580c", "#fdba74"],
  news: ["#78350f", "#d97706", "#fcd34d"],
};

/** A large line-art motif per category, drawn around (cx, cy). */
function motif(category: string, cx: number, cy: number, color: string): string {
  const s = `fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`;
  switch (category) {
    case "sicurezza":
      return `<path d="M${cx} ${cy - 170} L${cx + 140} ${cy - 110} V${cy + 10} C${cx + 140} ${cy + 100} ${cx + 70} ${cy + 160} ${cx} ${cy + 190} C${cx - 70} ${cy + 160} ${cx - 140} ${cy + 100} ${cx - 140} ${cy + 10} V${cy - 110} Z" ${s}/><path d="M${cx - 55} ${cy + 10} L${cx - 10} ${cy + 55} L${cx + 65} ${cy - 35}" ${s}/>`;
    case "e-commerce":
      return `<path d="M${cx - 190} ${cy - 120} H${cx - 140} L${cx - 90} ${cy + 70} H${cx + 120} L${cx + 170} ${cy - 70} H${cx - 120}" ${s}/><circle cx="${cx - 60}" cy="${cy + 140}" r="28" ${s}/><circle cx="${cx + 90}" cy="${cy + 140}" r="28" ${s}/>`;
    case "consulenza-it":
      return `<path d="M${cx - 150} ${cy + 90} H${cx + 160} C${cx + 230} ${cy + 90} ${cx + 230} ${cy - 20} ${cx + 160} ${cy - 20} C${cx + 150} ${cy - 110} ${cx + 30} ${cy - 140} ${cx - 20} ${cy - 70} C${cx - 90} ${cy - 110} ${cx - 170} ${cy - 60} ${cx - 150} ${cy + 10} C${cx - 220} ${cy + 20} ${cx - 220} ${cy + 90} ${cx - 150} ${cy + 90} Z" ${s}/>`;
    case "programmazione":
    case "sviluppo":
      return `<path d="M${cx - 80} ${cy - 120} L${cx - 190} ${cy} L${cx - 80} ${cy + 120}" ${s}/><path d="M${cx + 80} ${cy - 120} L${cx + 190} ${cy} L${cx + 80} ${cy + 120}" ${s}/><path d="M${cx + 30} ${cy - 150} L${cx - 30} ${cy + 150}" ${s}/>`;
    case "web-design":
      return `<rect x="${cx - 200}" y="${cy - 140}" width="400" height="280" rx="24" ${s}/><path d="M${cx - 200} ${cy - 80} H${cx + 200}" ${s}/><rect x="${cx - 150}" y="${cy - 40}" width="130" height="130" rx="12" ${s}/><path d="M${cx + 20} ${cy - 30} H${cx + 150} M${cx + 20} ${cy + 20} H${cx + 150} M${cx + 20} ${cy + 70} H${cx + 110}" ${s}/>`;
    case "tutorial":
      return `<path d="M${cx} ${cy - 110} C${cx - 60} ${cy - 150} ${cx - 150} ${cy - 150} ${cx - 200} ${cy - 120} V${cy + 120} C${cx - 150} ${cy + 90} ${cx - 60} ${cy + 90} ${cx} ${cy + 130} C${cx + 60} ${cy + 90} ${cx + 150} ${cy + 90} ${cx + 200} ${cy + 120} V${cy - 120} C${cx + 150} ${cy - 150} ${cx + 60} ${cy - 150} ${cx} ${cy - 110} V${cy + 130}" ${s}/>`;
    case "news":
      return `<rect x="${cx - 170}" y="${cy - 140}" width="340" height="280" rx="20" ${s}/><path d="M${cx - 120} ${cy - 80} H${cx + 120} M${cx - 120} ${cy - 20} H${cx} M${cx - 120} ${cy + 40} H${cx} M${cx - 120} ${cy + 90} H${cx + 120}" ${s}/><rect x="${cx + 40}" y="${cy - 20}" width="80" height="60" rx="8" ${s}/>`;
    default:
      return `<circle cx="${cx}" cy="${cy}" r="70" ${s}/><path d="M${cx} ${cy - 70} V${cy - 170} M${cx} ${cy + 70} V${cy + 170} M${cx - 70} ${cy} H${cx - 170} M${cx + 70} ${cy} H${cx + 170}" ${s}/><circle cx="${cx}" cy="${cy - 190}" r="20" ${s}/><circle cx="${cx}" cy="${cy + 190}" r="20" ${s}/><circle cx="${cx - 190}" cy="${cy}" r="20" ${s}/><circle cx="${cx + 190}" cy="${cy}" r="20" ${s}/>`;
  }
}

/** 1600x900 abstract cover for a blog post: gradient, soft shapes, dot grid, motif, category label. */
export function blogCoverSvg(category: string, label: string, seed: string): string {
  const [dark, mid, light] = categoryPalette[category] ?? ["#0f172a", "#475569", "#cbd5e1"];
  const random = randomFrom(seed);
  const blobs = Array.from({ length: 6 }, () => {
    const r = 120 + random() * 260;
    return `<circle cx="${Math.round(random() * 1600)}" cy="${Math.round(random() * 900)}" r="${Math.round(r)}" fill="${light}" fill-opacity="${(0.06 + random() * 0.1).toFixed(2)}"/>`;
  }).join("");
  const dots: string[] = [];
  for (let x = 80; x < 620; x += 44)
    for (let y = 90; y < 420; y += 44)
      if (random() > 0.35)
        dots.push(`<circle cx="${x}" cy="${y}" r="4" fill="#ffffff" fill-opacity="0.22"/>`);
  const lines = Array.from({ length: 5 }, (_, i) => {
    const y = 520 + i * 60;
    return `<path d="M0 ${y} C 400 ${y - 80 - random() * 60}, 800 ${y + 60}, 1600 ${y - 120}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`;
  }).join("");
  const pillWidth = label.length * 26 + 80;
  const body = [
    `<defs>${linearGradient("bg", [dark, mid])}</defs>`,
    `<rect width="1600" height="900" fill="url(#bg)"/>`,
    blobs,
    dots.join(""),
    lines,
    `<circle cx="1150" cy="430" r="290" fill="#ffffff" fill-opacity="0.08"/>`,
    motif(category, 1150, 430, "#ffffff"),
    `<rect x="80" y="730" width="${pillWidth}" height="76" rx="38" fill="#ffffff" fill-opacity="0.92"/>`,
    text(80 + pillWidth / 2, 780, label.toUpperCase(), {
      size: 32,
      fill: dark,
      weight: 700,
      spacing: 2,
      anchor: "middle",
    }),
    text(80, 690, "Blog Scaligera Digital", { size: 30, fill: "#ffffff", opacity: 0.85 }),
  ].join("");
  return svgDocument(1600, 900, body);
}

/** 1920x1080 summer scene: sunset over Lake Garda hills, with a faint network of nodes. */
export function summerHeroSvg(): string {
  const random = randomFrom("estate-2026");
  const nodes = Array.from({ length: 18 }, () => [random() * 1920, 80 + random() * 420] as const);
  // Each node links to its nearest neighbour: a light constellation, no long crossings.
  const links = nodes
    .map(([x, y], i) => {
      const others = nodes.filter((_, j) => j !== i);
      const [nx, ny] = others.reduce((a, b) =>
        Math.hypot(b[0] - x, b[1] - y) < Math.hypot(a[0] - x, a[1] - y) ? b : a,
      );
      return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} L${nx.toFixed(0)} ${ny.toFixed(0)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`;
    })
    .join("");
  const dots = nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="5" fill="#ffffff" fill-opacity="0.5"/>`,
    )
    .join("");
  const shimmer = Array.from({ length: 14 }, (_, i) => {
    const y = 840 + i * 16;
    const x = 700 + (random() - 0.5) * 400;
    return `<rect x="${x.toFixed(0)}" y="${y}" width="${(160 + random() * 320).toFixed(0)}" height="4" rx="2" fill="#fde68a" fill-opacity="0.45"/>`;
  }).join("");
  const body = [
    `<defs>${linearGradient("sky", ["#1e1b4b", "#7c3aed", "#f97316", "#fbbf24"], "vertical")}${linearGradient("lake", ["#1e3a8a", "#0f172a"], "vertical")}</defs>`,
    `<rect width="1920" height="1080" fill="url(#sky)"/>`,
    `<circle cx="1000" cy="700" r="190" fill="#fde68a"/>`,
    links,
    dots,
    `<path d="M0 700 C 260 560, 520 600, 760 680 C 1000 560, 1300 540, 1560 650 C 1700 600, 1820 610, 1920 640 V1080 H0 Z" fill="#4c1d95"/>`,
    `<path d="M0 780 C 300 700, 600 740, 900 790 C 1200 720, 1500 700, 1920 760 V1080 H0 Z" fill="#312e81"/>`,
    `<rect y="830" width="1920" height="250" fill="url(#lake)"/>`,
    shimmer,
  ].join("");
  return svgDocument(1920, 1080, body);
}
