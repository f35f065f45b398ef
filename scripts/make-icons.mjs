// Renders the app icon (512x512) and the Open Graph share image (1200x630) into public/
// from the brand mark. Run with: node scripts/make-icons.mjs (the PNGs are committed).
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "..", "public");
const blue = "#1e40af";
const navy = "#172554";

// The mark: Scaliger swallowtail battlements with a doorway (same shapes as public/favicon.svg).
const mark = (fill, cut) => `
  <path d="M10 38V12l5.5 5L21 12v8h6v-8l5.5 5L38 12v26Z" fill="${fill}"/>
  <path d="M21 38v-6a3 3 0 0 1 6 0v6Z" fill="${cut}"/>`;

// Full-bleed tile with the mark inside the maskable safe zone (a 410 px circle).
const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${blue}"/>
  <g transform="translate(40 31) scale(9)">${mark("#ffffff", blue)}</g>
</svg>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${navy}"/>
      <stop offset="1" stop-color="${blue}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g opacity="0.08" transform="translate(820 110) scale(8)">${mark("#ffffff", "none")}</g>
  <g transform="translate(96 120)">
    <rect width="120" height="120" rx="28" fill="#ffffff"/>
    <g transform="scale(2.5)">${mark(blue, "#ffffff")}</g>
  </g>
  <g font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" fill="#ffffff">
    <text x="96" y="340" font-size="76" font-weight="700">Scaligera Digital</text>
    <text x="96" y="410" font-size="36" fill="#dbeafe">Soluzioni digitali innovative dal 2005</text>
    <text x="96" y="520" font-size="26" fill="#bfdbfe">Software su misura · Consulenza IT · E-commerce · Cloud · Marketing</text>
    <text x="96" y="562" font-size="26" fill="#bfdbfe">Bussolengo, Verona</text>
  </g>
</svg>`;

await sharp(Buffer.from(icon))
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, "icon-512.png"));
await sharp(Buffer.from(og))
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, "og-image.png"));
console.log("public/icon-512.png and public/og-image.png written");
