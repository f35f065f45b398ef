/**
 * An image the upload store produced: /uploads/images/<id>.webp (the main copy; the smaller
 * copies <id>-480.webp and <id>-960.webp sit beside it, see features/media/images.server.ts).
 * A leaf module: the public pages read it without the rest of the link rules.
 */
export const storedImagePattern = /^\/uploads\/images\/([A-Za-z0-9_-]+)\.webp$/;

export const isStoredImagePath = (value: string) => storedImagePattern.test(value);

/**
 * Images stored by the project (uploads and generated demo images) live at
 * /uploads/images/<id>.webp (at most 1920 px wide) with smaller copies <id>-480.webp and
 * <id>-960.webp beside it. This derives the srcset for such a URL; other URLs get none.
 */
export const imageWidths = [480, 960, 1920] as const;

export function srcSetFor(url: string | null | undefined): string | undefined {
  const match = url ? storedImagePattern.exec(url) : null;
  if (!match) return undefined;
  const base = `/uploads/images/${match[1]}`;
  return `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}.webp 1920w`;
}

/**
 * The 480 px copy of a stored image, for an image never drawn wider than 160 CSS px (480 device
 * px on a 3× screen), which needs no srcset; other URLs as they are.
 */
export function smallCopyOf(url: string): string {
  const match = storedImagePattern.exec(url);
  return match ? `/uploads/images/${match[1]}-480.webp` : url;
}
