import {
  browser,
  button,
  checkbox,
  circle,
  gradient,
  H,
  lines,
  phone,
  rect,
  svg,
  t,
  W,
} from "./kit.mjs";

/** Apps. */
function ecocalendario() {
  const a = phone(230, 110, { accent: "#15803d", title: "Via Roma, Caprino" });
  const b = phone(670, 110, { accent: "#15803d", title: "Dove lo butto?" });
  const days = [
    ["Lun", "Umido", "#78350f"],
    ["Mar", "Carta", "#0284c7"],
    ["Mer", "Secco", "#475569"],
    ["Gio", "Plastica", "#ca8a04"],
    ["Ven", "Umido", "#78350f"],
    ["Sab", "Vetro", "#15803d"],
  ];
  const items = [
    ["Cartone della pizza", "Umido se unto"],
    ["Bottiglia di vetro", "Vetro"],
    ["Vaschetta in plastica", "Plastica"],
    ["Scontrino", "Secco"],
  ];
  return svg(
    rect(0, 0, W, H, "url(#green)") +
      a.frame +
      b.frame +
      days
        .map(
          ([d, k, c], i) =>
            rect(a.box.x + 20, a.box.y + 20 + i * 66, a.box.w - 40, 54, "#f8fafc", 12) +
            t(a.box.x + 40, a.box.y + 54 + i * 66, d, 17, "#0f172a", 700) +
            circle(a.box.x + 112, a.box.y + 47 + i * 66, 10, c) +
            t(a.box.x + 132, a.box.y + 54 + i * 66, k, 17, "#334155"),
        )
        .join("") +
      rect(a.box.x + 14, a.box.y + 420, a.box.w - 28, 60, "#fef9c3", 12) +
      t(a.box.x + 30, a.box.y + 456, "Domani: carta e cartone", 16, "#713f12", 700) +
      rect(b.box.x + 20, b.box.y + 20, b.box.w - 40, 44, "#f1f5f9", 22) +
      t(b.box.x + 44, b.box.y + 48, "Cerca un rifiuto…", 16, "#64748b") +
      items
        .map(
          ([n, k], i) =>
            rect(b.box.x + 20, b.box.y + 84 + i * 84, b.box.w - 40, 70, "#f8fafc", 12) +
            t(b.box.x + 36, b.box.y + 114 + i * 84, n, 16, "#0f172a", 700) +
            t(b.box.x + 36, b.box.y + 140 + i * 84, k, 15, "#15803d", 600),
        )
        .join("") +
      button(b.box.x + 20, b.box.y + 430, b.box.w - 40, "Segnala un abbandono", "#15803d"),
    gradient("green", "#dcfce7", "#bbf7d0"),
  );
}

function timetrack() {
  const { frame, box } = browser("#e0e7ff", { url: "app.timetrackpro.example" });
  const { x, y, h } = box;
  const bars = [62, 80, 74, 90, 86, 40, 20];
  return svg(
    frame +
      rect(x, y, 220, h, "#1e1b4b") +
      t(x + 24, y + 44, "TimeTrack Pro", 20, "#ffffff", 800) +
      ["Oggi", "Presenze", "Ferie e permessi", "Commesse", "Report", "Esporta paghe"]
        .map(
          (m, i) =>
            rect(x + 14, y + 76 + i * 48, 192, 38, i === 0 ? "#4338ca" : "#1e1b4b", 8) +
            t(x + 30, y + 101 + i * 48, m, 15, "#e0e7ff", 600),
        )
        .join("") +
      [
        ["Presenti oggi", "312"],
        ["In ferie", "21"],
        ["Ore in commessa", "2.486"],
      ]
        .map(
          ([l, v], i) =>
            rect(x + 250 + i * 250, y + 30, 230, 110, "#f1f5f9", 14) +
            t(x + 270 + i * 250, y + 66, l, 15, "#475569") +
            t(x + 270 + i * 250, y + 118, v, 36, "#4338ca", 800),
        )
        .join("") +
      rect(x + 250, y + 166, 480, 360, "#ffffff", 14, 'stroke="#e2e8f0" stroke-width="2"') +
      t(x + 274, y + 202, "Ore lavorate questa settimana", 17, "#0f172a", 700) +
      bars
        .map((b, i) =>
          rect(x + 290 + i * 62, y + 500 - b * 2.6, 38, b * 2.6, i % 2 ? "#0891b2" : "#2563eb", 6),
        )
        .join("") +
      ["L", "M", "M", "G", "V", "S", "D"]
        .map((d, i) => t(x + 309 + i * 62, y + 518, d, 13, "#64748b", 600, "middle"))
        .join("") +
      rect(x + 750, y + 166, 240, 360, "#eef2ff", 14) +
      circle(x + 870, y + 290, 78, "#4338ca") +
      t(x + 870, y + 284, "Timbra", 20, "#ffffff", 800, "middle") +
      t(x + 870, y + 310, "entrata", 20, "#ffffff", 800, "middle") +
      t(x + 870, y + 410, "Sede di San Giovanni", 14, "#334155", 600, "middle") +
      t(x + 870, y + 434, "Lupatoto · 07:58", 14, "#334155", 600, "middle"),
  );
}

function notesync() {
  const { frame, box } = browser("#fef3c7", {
    x: 60,
    y: 110,
    w: 760,
    h: 560,
    url: "app.notesync.example",
  });
  const p = phone(860, 120, { w: 280, h: 560, accent: "#f59e0b", title: "Taccuini" });
  const notes = [
    "Idee per il lancio",
    "Lista della spesa",
    "Verbale riunione",
    "Viaggio a Lisbona",
  ];
  return svg(
    frame +
      rect(box.x, box.y, 230, box.h, "#1f2937") +
      t(box.x + 22, box.y + 40, "NoteSync", 20, "#fde68a", 800) +
      notes
        .map(
          (n, i) =>
            rect(box.x + 12, box.y + 64 + i * 56, 206, 46, i === 0 ? "#f59e0b" : "#1f2937", 8) +
            t(box.x + 28, box.y + 93 + i * 56, n, 15, i === 0 ? "#1f2937" : "#f9fafb", 600),
        )
        .join("") +
      t(box.x + 262, box.y + 56, "Idee per il lancio", 28, "#1f2937", 800) +
      t(box.x + 262, box.y + 86, "Sincronizzata ora · condivisa con il team", 14, "#7c3aed", 600) +
      lines(box.x + 262, box.y + 120, [440, 400, 460, 320], 26) +
      [0, 1, 2]
        .map(
          (i) =>
            checkbox(box.x + 262, box.y + 250 + i * 40, 22, "#7c3aed", i < 2, 5) +
            rect(box.x + 298, box.y + 256 + i * 40, 260 - i * 40, 10, "#cbd5e1", 5),
        )
        .join("") +
      rect(box.x + 262, box.y + 380, 460, 110, "#fde68a", 12) +
      lines(box.x + 286, box.y + 410, [380, 340, 260], 22, "#f59e0b") +
      p.frame +
      notes
        .map(
          (n, i) =>
            rect(p.box.x + 16, p.box.y + 20 + i * 92, p.box.w - 32, 78, "#fffbeb", 12) +
            t(p.box.x + 32, p.box.y + 52 + i * 92, n, 16, "#1f2937", 700) +
            rect(p.box.x + 32, p.box.y + 66 + i * 92, 150, 8, "#fcd34d", 4),
        )
        .join("") +
      circle(p.box.x + p.box.w - 50, p.box.y + 410, 30, "#7c3aed") +
      t(p.box.x + p.box.w - 50, p.box.y + 420, "+", 30, "#ffffff", 700, "middle"),
  );
}

export const appImages = {
  "ecocalendario-adige-baldo": ecocalendario,
  "timetrack-pro": timetrack,
  notesync,
};
