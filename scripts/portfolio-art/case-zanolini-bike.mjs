import { bike, browser, button, circle, rect, svg, t } from "./kit.mjs";

/** Zanolini Bike case study. */
function configuratore() {
  const { frame, box } = browser("#0f172a", { url: "www.zanolinibike.example/configuratore" });
  const { x, y, h } = box;
  const steps = ["Materiale", "Taglia", "Gruppo", "Colore"];
  const materials = [
    ["Acciaio Columbus", false],
    ["Titanio", true],
    ["Carbonio", false],
  ];
  return svg(
    frame +
      steps
        .map(
          (s, i) =>
            circle(x + 60 + i * 170, y + 44, 16, i < 2 ? "#dc2626" : "#cbd5e1") +
            t(x + 60 + i * 170, y + 50, String(i + 1), 15, "#ffffff", 700, "middle") +
            t(x + 86 + i * 170, y + 50, s, 16, "#0f172a", 600),
        )
        .join("") +
      rect(x + 40, y + 90, 430, h - 130, "#f8fafc", 16) +
      t(x + 64, y + 132, "Scegli il materiale del telaio", 20, "#0f172a", 800) +
      materials
        .map(
          ([m, on], i) =>
            rect(
              x + 64,
              y + 156 + i * 86,
              382,
              70,
              "#ffffff",
              12,
              `stroke="${on ? "#dc2626" : "#e2e8f0"}" stroke-width="3"`,
            ) +
            t(x + 88, y + 198 + i * 86, m, 18, "#0f172a", 700) +
            circle(x + 416, y + 191 + i * 86, 10, on ? "#dc2626" : "#e2e8f0"),
        )
        .join("") +
      t(x + 64, y + 440, "Altezza 178 cm · cavallo 84 cm", 16, "#334155", 600) +
      t(x + 64, y + 468, "Taglia consigliata: 56", 16, "#dc2626", 700) +
      button(x + 64, y + 500, 200, "Avanti", "#0f172a") +
      rect(x + 500, y + 90, 500, h - 130, "#f1f5f9", 16) +
      bike(x + 750, y + 380, 1.05, "#94a3b8", "#0f172a") +
      t(x + 750, y + 150, "Anteprima: telaio in titanio", 18, "#334155", 700, "middle"),
  );
}

function prenotazione() {
  const { frame, box } = browser("#fee2e2", { url: "www.zanolinibike.example/prenota" });
  const { x, y } = box;
  const days = ["Lun 14", "Mar 15", "Mer 16", "Gio 17", "Ven 18", "Sab 19"];
  const slots = ["09:00", "10:30", "14:30", "16:00", "17:30"];
  return svg(
    frame +
      t(x + 40, y + 56, "Prenota un test ride", 30, "#0f172a", 800) +
      t(x + 40, y + 90, "Atelier di Bussolengo · durata 90 minuti", 16, "#475569") +
      days
        .map(
          (d, i) =>
            rect(x + 40 + i * 150, y + 120, 136, 50, i === 2 ? "#dc2626" : "#f1f5f9", 10) +
            t(x + 108 + i * 150, y + 151, d, 16, i === 2 ? "#ffffff" : "#0f172a", 700, "middle"),
        )
        .join("") +
      days
        .map((_, i) =>
          slots
            .map((s, j) => {
              const busy = (i + j) % 3 === 0;
              const sel = i === 2 && j === 3;
              return (
                rect(
                  x + 40 + i * 150,
                  y + 190 + j * 60,
                  136,
                  46,
                  sel ? "#0f172a" : busy ? "#f8fafc" : "#ffffff",
                  10,
                  'stroke="#e2e8f0" stroke-width="2"',
                ) +
                t(
                  x + 108 + i * 150,
                  y + 219 + j * 60,
                  busy ? "Occupato" : s,
                  15,
                  sel ? "#ffffff" : busy ? "#94a3b8" : "#0f172a",
                  600,
                  "middle",
                )
              );
            })
            .join(""),
        )
        .join("") +
      rect(x + 40, y + 500, 880, 70, "#fef2f2", 12) +
      t(
        x + 64,
        y + 542,
        "Mercoledì 16 alle 16:00 · Gravel in titanio, taglia 56",
        17,
        "#7f1d1d",
        700,
      ) +
      button(x + 720, y + 512, 180, "Conferma", "#dc2626"),
  );
}

export const zanoliniImages = {
  "zanolini-bike-configuratore": configuratore,
  "zanolini-bike-prenotazione": prenotazione,
};
