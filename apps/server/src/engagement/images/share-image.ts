/**
 * The pieces every generated share image uses (badge certificates, the contest-rating card): XML escaping of learner
 * text, one-line fitting, SVG -> PNG with resvg on the DejaVu font files, and a small in-memory render cache.
 * Fonts come from the files directly (fontFiles, no system font discovery), so an image is the same on every host
 * that has them. Sizes follow spec 02 §9 "Share image meta 1044 x 584".
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@katana/shared/engagement/share';

export const SHARE_IMAGE_SIZE = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } as const;

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif-Bold.ttf'].map((f) =>
  join(FONT_DIR, f),
);

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Long text is cut with an ellipsis: the layouts have one line per field. Counts code points, not UTF-16 units. */
export function fitText(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

export function renderSvgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: {
      fontFiles: FONT_FILES.filter((f) => existsSync(f)),
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
    fitTo: { mode: 'original' },
  });
  return resvg.render().asPng();
}

/**
 * Renders once per distinct input within `ttlSeconds` (the image's public cache time), so a shared link that social
 * sites and viewers fetch many times is drawn once. The key is the input's JSON: equal inputs draw equal images.
 */
export function createPngCache<T>(
  render: (input: T) => Buffer,
  opts: { ttlSeconds: number; maxEntries?: number; now?: () => number },
) {
  const maxEntries = opts.maxEntries ?? 200;
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlSeconds * 1000;
  const entries = new Map<string, { png: Buffer; until: number }>();
  let renders = 0;
  return {
    get(input: T): Buffer {
      const key = JSON.stringify(input);
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.png;
      entries.delete(key);
      const png = render(input);
      renders++;
      entries.set(key, { png, until: now() + ttlMs });
      // Map keeps insertion order: the first key is the oldest render.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return png;
    },
    /** How many images were drawn (not served from the cache). */
    get renders() {
      return renders;
    },
  };
}
