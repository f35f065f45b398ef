// Draws the portfolio and case-study illustrations into public/portfolio/.
// Run: node scripts/draw-portfolio-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { timeTrackImages } from "./portfolio-art/case-timetrack-pro.mjs";
import { zanoliniImages } from "./portfolio-art/case-zanolini-bike.mjs";
import { appImages } from "./portfolio-art/project-apps.mjs";
import { webImages } from "./portfolio-art/project-sites.mjs";

const outDir = path.resolve(import.meta.dirname, "../public/portfolio");
mkdirSync(outDir, { recursive: true });
const drawings = { ...webImages, ...appImages, ...zanoliniImages, ...timeTrackImages };
for (const [name, draw] of Object.entries(drawings)) {
  writeFileSync(path.join(outDir, `${name}.svg`), draw());
  console.log(`public/portfolio/${name}.svg`);
}
