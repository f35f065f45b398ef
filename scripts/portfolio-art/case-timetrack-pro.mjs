import { browser, button, circle, gradient, lines, phone, rect, svg, t, W, H } from "./kit.mjs";

/** TimeTrack Pro case study. */
function timetrackApp() {
  const a = phone(210, 100, { accent: "#4338ca", title: "Buongiorno, Luca" });
  const b = phone(690, 100, { accent: "#4338ca", title: "Richiesta ferie" });
  return svg(
    rect(0, 0, W, H, "url(#indigo)") +
      a.frame +
      b.frame +
      circle(a.box.x + a.box.w / 2, a.box.y + 130, 86, "#4338ca") +
      t(a.box.x + a.box.w / 2, a.box.y + 124, "Timbra", 22, "#ffffff", 800, "middle") +
      t(a.box.x + a.box.w / 2, a.box.y + 152, "entrata", 22, "#ffffff", 800, "middle") +
      t(
        a.box.x + a.box.w / 2,
        a.box.y + 260,
        "Cantiere Verona Sud · 07:58",
        14,
        "#334155",
        600,
        "middle",
      ) +
      [
        ["Entrata", "07:58"],
        ["Pausa", "12:30-13:15"],
        ["Commessa", "C-2024-118"],
      ]
        .map(
          ([l, v], i) =>
            rect(a.box.x + 20, a.box.y + 290 + i * 58, a.box.w - 40, 48, "#f1f5f9", 10) +
            t(a.box.x + 36, a.box.y + 320 + i * 58, l, 15, "#475569") +
            t(a.box.x + a.box.w - 36, a.box.y + 320 + i * 58, v, 15, "#1e293b", 700, "end"),
        )
        .join("") +
      [
        ["Tipo", "Ferie"],
        ["Dal", "12 agosto"],
        ["Al", "23 agosto"],
        ["Giorni", "10"],
      ]
        .map(
          ([l, v], i) =>
            rect(
              b.box.x + 20,
              b.box.y + 24 + i * 64,
              b.box.w - 40,
              52,
              "#f8fafc",
              10,
              'stroke="#e2e8f0"',
            ) +
            t(b.box.x + 36, b.box.y + 56 + i * 64, l, 15, "#475569") +
            t(b.box.x + b.box.w - 36, b.box.y + 56 + i * 64, v, 16, "#1e293b", 700, "end"),
        )
        .join("") +
      lines(b.box.x + 24, b.box.y + 300, [200, 170], 20) +
      button(b.box.x + 20, b.box.y + 380, b.box.w - 40, "Invia al responsabile", "#4338ca"),
    gradient("indigo", "#e0e7ff", "#c7d2fe"),
  );
}

function timetrackReport() {
  const { frame, box } = browser("#cffafe", { url: "app.timetrackpro.example/report" });
  const { x, y } = box;
  const rows = [
    ["C-2024-118", "Impianto Verona Sud", "1.284"],
    ["C-2024-121", "Manutenzione Legnago", "642"],
    ["C-2024-125", "Carpenteria Trento", "388"],
    ["C-2024-130", "Officina interna", "172"],
  ];
  const months = [38, 52, 44, 60, 35, 28];
  return svg(
    frame +
      t(x + 40, y + 54, "Report di luglio", 28, "#0f172a", 800) +
      button(x + 780, y + 24, 200, "Esporta paghe", "#4338ca") +
      rect(x + 40, y + 90, 560, 44, "#eef2ff", 8) +
      ["Commessa", "Descrizione", "Ore"]
        .map((h, i) => t(x + 60 + [0, 150, 440][i], y + 118, h, 15, "#3730a3", 700))
        .join("") +
      rows
        .map(
          (r, i) =>
            rect(x + 40, y + 144 + i * 56, 560, 48, i % 2 ? "#ffffff" : "#f8fafc", 8) +
            r
              .map((c, j) =>
                t(
                  x + 60 + [0, 150, 440][j],
                  y + 174 + i * 56,
                  c,
                  15,
                  "#1e293b",
                  j === 2 ? 700 : 400,
                ),
              )
              .join(""),
        )
        .join("") +
      rect(x + 630, y + 90, 350, 400, "#ffffff", 14, 'stroke="#e2e8f0" stroke-width="2"') +
      t(x + 654, y + 126, "Straordinari per mese", 17, "#0f172a", 700) +
      months
        .map((m, i) =>
          rect(
            x + 664 + i * 50,
            y + 440 - m * 4.5,
            32,
            m * 4.5,
            i === 3 ? "#0891b2" : "#6366f1",
            6,
          ),
        )
        .join("") +
      ["Feb", "Mar", "Apr", "Mag", "Giu", "Lug"]
        .map((mo, i) => t(x + 680 + i * 50, y + 466, mo, 13, "#64748b", 600, "middle"))
        .join("") +
      rect(x + 40, y + 400, 560, 90, "#ecfeff", 12) +
      t(x + 64, y + 436, "Totale ore in commessa: 2.486", 18, "#0e7490", 800) +
      t(x + 64, y + 466, "3 anomalie da controllare · nessuna timbratura mancante", 15, "#334155"),
  );
}

export const timeTrackImages = {
  "timetrack-pro-app": timetrackApp,
  "timetrack-pro-report": timetrackReport,
};
