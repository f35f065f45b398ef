import type { MoodboardColor } from "../projects";

/** The project's colour palette: swatches with their names and hex values as text. */
export function Moodboard({ colors, titleId }: { colors: MoodboardColor[]; titleId: string }) {
  return (
    <div>
      <h3 id={titleId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        Moodboard
      </h3>
      <ul aria-labelledby={titleId} className="mt-3 flex flex-wrap gap-3">
        {colors.map((color) => (
          <li
            key={color.hex + color.name}
            data-testid="moodboard-swatch"
            className="w-20 text-center"
          >
            <span
              aria-hidden="true"
              className="block h-12 rounded-lg shadow-inner ring-1 ring-slate-900/10"
              style={{ backgroundColor: color.hex }}
            />
            <span className="mt-1.5 block text-xs leading-tight text-slate-700">{color.name}</span>
            <span className="block font-mono text-xs text-slate-600">{color.hex}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
