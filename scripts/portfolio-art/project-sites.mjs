import { bike, browser, button, checkbox, circle, gradient, lines, rect, svg, t } from "./kit.mjs";

/** Websites and shops. */

/** The land-use colours of the GIS map's parcels. */
const [green, yellow, lilac, pink] = ["#bbf7d0", "#fde68a", "#e9d5ff", "#fecaca"];

/**
 * The land parcels of the GIS map, row by row: each parcel 10 px right of the one before it and
 * each row 20 px below the one above. Returns [x, y, width, height, fill] per parcel.
 */
function parcelGrid(rows) {
  let y = 0;
  return rows.flatMap(({ height, widths, fills }) => {
    let x = 0;
    const parcels = widths.map((width, i) => {
      const parcel = [x, y, width, height, fills[i]];
      x += width + 10;
      return parcel;
    });
    y += height + 20;
    return parcels;
  });
}

function geoportale() {
  const { frame, box } = browser("#e7e5e4", { url: "geoportale.unioneadigebaldo.example" });
  const mx = box.x + 260;
  const map = parcelGrid([
    { height: 110, widths: [150, 190, 150, 240], fills: [green, yellow, green, lilac] },
    { height: 150, widths: [230, 150, 200, 150], fills: [yellow, pink, green, yellow] },
    { height: 170, widths: [160, 240, 140, 190], fills: [green, lilac, green, pink] },
  ])
    .map(([x, y, w, h, c]) =>
      rect(mx + 10 + x, box.y + 60 + y, w, h, c, 4, 'stroke="#166534" stroke-width="2"'),
    )
    .join("");
  const layers = ["Catasto", "Piano regolatore", "Rete idrica", "Illuminazione", "Vincoli"];
  return svg(
    frame +
      rect(box.x, box.y, 260, box.h, "#f8fafc") +
      t(box.x + 24, box.y + 40, "Livelli", 20, "#1e3a8a", 700) +
      layers
        .map(
          (l, i) =>
            checkbox(box.x + 24, box.y + 66 + i * 44, 20, "#166534", i < 3, 4) +
            t(box.x + 56, box.y + 82 + i * 44, l, 16, "#334155"),
        )
        .join("") +
      rect(mx, box.y, box.w - 260, box.h, "#f5f5f4") +
      map +
      `<path d="M${mx} ${box.y + 300} C ${mx + 300} ${box.y + 260}, ${mx + 500} ${box.y + 420}, ${mx + 780} ${box.y + 380}" stroke="#1e3a8a" stroke-width="8" fill="none"/>` +
      rect(mx + 20, box.y + 14, 360, 36, "#ffffff", 18, 'stroke="#cbd5e1"') +
      t(mx + 40, box.y + 38, "Foglio 12 · Particella 348", 16, "#334155") +
      rect(mx + 440, box.y + 200, 300, 170, "#ffffff", 12, 'stroke="#1e3a8a" stroke-width="2"') +
      t(mx + 460, box.y + 232, "Particella 348", 18, "#1e3a8a", 700) +
      t(mx + 460, box.y + 262, "Zona B2 · residenziale", 15, "#334155") +
      t(mx + 460, box.y + 288, "Superficie 1.240 m²", 15, "#334155") +
      button(mx + 460, box.y + 312, 160, "Stampa CDU", "#166534", "#ffffff", 36) +
      circle(mx + 330, box.y + 215, 12, "#ca8a04", 'stroke="#ffffff" stroke-width="4"'),
  );
}

function studio() {
  const { frame, box } = browser("#ccfbf1", { url: "www.studioferrariassociati.example" });
  const { x, y, w } = box;
  const deadlines = [
    ["16 lug", "Versamento IVA mensile"],
    ["31 lug", "Dichiarazione 770"],
    ["20 ago", "F24 contributi"],
  ];
  return svg(
    frame +
      t(x + 40, y + 46, "Studio Ferrari & Associati", 22, "#0f766e", 800) +
      ["Servizi", "Professionisti", "Scadenze", "Contatti"]
        .map((m, i) => t(x + 520 + [0, 90, 240, 340][i], y + 44, m, 16, "#1e293b", 600))
        .join("") +
      rect(x, y + 76, w, 280, "url(#teal)") +
      t(x + 40, y + 150, "Commercialisti e consulenti", 32, "#ffffff", 800) +
      t(x + 40, y + 194, "del lavoro a Verona dal 1987", 32, "#ffffff", 800) +
      lines(x + 40, y + 236, [420, 360], 22, "#99f6e4") +
      button(x + 40, y + 290, 260, "Prenota una consulenza", "#ffffff", "#0f766e") +
      rect(x + 640, y + 110, 340, 210, "#ffffff", 14) +
      t(x + 664, y + 146, "Prossime scadenze", 19, "#0f172a", 700) +
      deadlines
        .map(
          ([d, l], i) =>
            rect(x + 664, y + 166 + i * 46, 70, 32, "#f0fdfa", 8) +
            t(x + 699, y + 188 + i * 46, d, 14, "#0f766e", 700, "middle") +
            t(x + 748, y + 188 + i * 46, l, 15, "#334155"),
        )
        .join("") +
      ["Fiscale e tributario", "Paghe e contributi", "Consulenza societaria"]
        .map(
          (s, i) =>
            rect(x + 40 + i * 325, y + 392, 305, 160, "#f8fafc", 14, 'stroke="#e2e8f0"') +
            circle(x + 80 + i * 325, y + 440, 22, "#14b8a6") +
            t(x + 64 + i * 325, y + 496, s, 19, "#1e293b", 700) +
            lines(x + 64 + i * 325, y + 514, [220, 180], 18),
        )
        .join(""),
    gradient("teal", "#134e4a", "#0f766e"),
  );
}

function corteAntica() {
  const { frame, box } = browser("#fef3c7", { url: "www.corteantica.example/shop" });
  const { x, y } = box;
  return svg(
    frame +
      t(x + 40, y + 46, "Corte Antica", 24, "#7f1d1d", 800) +
      ["Vini", "Olio", "Box degustazione", "La cantina"]
        .map((m, i) => t(x + 500 + [0, 70, 140, 320][i], y + 44, m, 16, "#1e293b", 600))
        .join("") +
      rect(x + 40, y + 80, 420, 500, "#fef3c7", 16) +
      rect(x + 200, y + 150, 60, 110, "#7f1d1d", 8) +
      rect(x + 170, y + 240, 120, 300, "#7f1d1d", 26) +
      rect(x + 182, y + 330, 96, 110, "#fefce8", 6) +
      t(x + 230, y + 380, "Valpolicella", 13, "#7f1d1d", 700, "middle") +
      t(x + 230, y + 402, "Classico Bio", 13, "#7f1d1d", 700, "middle") +
      rect(x + 320, y + 380, 110, 160, "#65a30d", 14) +
      rect(x + 350, y + 356, 50, 30, "#3f6212", 6) +
      t(x + 375, y + 470, "Olio EVO", 14, "#ffffff", 700, "middle") +
      t(x + 520, y + 130, "Valpolicella Classico", 34, "#0f172a", 800) +
      t(x + 520, y + 172, "Biologico 2021", 34, "#0f172a", 800) +
      rect(x + 520, y + 196, 170, 32, "#ecfccb", 16) +
      t(x + 605, y + 218, "Certificato bio", 15, "#3f6212", 700, "middle") +
      lines(x + 520, y + 262, [420, 400, 380, 300]) +
      t(x + 520, y + 386, "€ 18,50", 36, "#be123c", 800) +
      button(x + 520, y + 420, 260, "Aggiungi al carrello", "#7f1d1d") +
      t(x + 520, y + 510, "Abbinamenti: risotto all'Amarone, formaggi stagionati", 15, "#78350f") +
      t(x + 520, y + 540, "Spedizione in 48 ore in Italia e in Europa", 15, "#475569"),
  );
}

function zanolini() {
  const { frame, box } = browser("#e2e8f0", { url: "www.zanolinibike.example" });
  const { x, y, w, h } = box;
  return svg(
    frame +
      rect(x, y, w, h, "#0f172a") +
      t(x + 40, y + 50, "ZANOLINI", 24, "#ffffff", 800) +
      t(x + 178, y + 50, "BIKE", 24, "#dc2626", 800) +
      ["Modelli", "Su misura", "Biomeccanica", "Atelier"]
        .map((m, i) => t(x + 520 + [0, 100, 210, 360][i], y + 48, m, 16, "#cbd5e1", 600))
        .join("") +
      t(x + 40, y + 170, "Biciclette su misura,", 44, "#ffffff", 800) +
      t(x + 40, y + 224, "costruite a mano.", 44, "#ffffff", 800) +
      lines(x + 40, y + 260, [380, 320], 24, "#475569") +
      button(x + 40, y + 330, 250, "Configura la tua bici", "#dc2626") +
      rect(x + 310, y + 330, 200, 46, "#0f172a", 10, 'stroke="#cbd5e1" stroke-width="2"') +
      t(x + 410, y + 359, "Prenota un test", 17, "#ffffff", 700, "middle") +
      circle(x + 790, y + 280, 210, "#1e293b") +
      bike(x + 790, y + 360, 1.25, "#dc2626", "#e2e8f0") +
      ["Acciaio", "Titanio", "Carbonio"]
        .map(
          (m, i) =>
            rect(x + 40 + i * 180, y + 470, 160, 90, "#1e293b", 12) +
            t(x + 60 + i * 180, y + 508, m, 18, "#ffffff", 700) +
            t(x + 60 + i * 180, y + 536, "da 8 settimane", 14, "#94a3b8"),
        )
        .join(""),
  );
}

export const webImages = {
  "geoportale-territoriale": geoportale,
  "studio-ferrari-associati": studio,
  "corte-antica-bio": corteAntica,
  "zanolini-bike": zanolini,
};
