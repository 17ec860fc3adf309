// The demo's photos: a few dozen pictures drawn with sharp (a gradient, a few shapes, a caption
// band) and stored through the media service exactly as an uploaded photo is — brand-scoped rows
// in `photos`, renditions in the media store, credit and source — so that the lists, cards,
// dashboard and slideshows of the demo show images the app itself serves, not addresses of hosts
// that do not exist. Stable keys: a second run finds the rows and draws nothing.
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { MediaObject } from '../../../common/domain/article';
import type { MediaService } from '../media/MediaService';
import { seedId } from './determinism';

/** One theme per newsroom desk: its word, a caption and the shapes that suggest it. */
interface Theme {
  word: string;
  caption: string;
  shape: 'hemicycle' | 'bars' | 'stadium' | 'stage' | 'hills' | 'orbits' | 'waves' | 'plate';
}

const THEMES: readonly Theme[] = [
  {
    word: 'Politique',
    caption: "Séance de questions au gouvernement à l'Assemblée",
    shape: 'hemicycle',
  },
  {
    word: 'Économie',
    caption: 'Les indicateurs de la conjoncture au troisième trimestre',
    shape: 'bars',
  },
  { word: 'Sport', caption: 'Soirée de match dans un stade comble', shape: 'stadium' },
  { word: 'Culture', caption: 'Répétition générale avant la première', shape: 'stage' },
  { word: 'Planète', caption: 'Paysage de montagne au lever du jour', shape: 'hills' },
  {
    word: 'Sciences',
    caption: 'Observation du ciel depuis un observatoire alpin',
    shape: 'orbits',
  },
  { word: 'Voyage', caption: 'Escale sur la côte atlantique', shape: 'waves' },
  { word: 'Cuisine', caption: 'Une recette de saison en cuisine', shape: 'plate' },
];

/** Pairs of colours (top-left → bottom-right); a brand starts at its own pair, so each differs. */
const PALETTES: readonly [string, string][] = [
  ['#1e3a8a', '#60a5fa'],
  ['#7c2d12', '#f59e0b'],
  ['#065f46', '#34d399'],
  ['#581c87', '#f472b6'],
  ['#0f766e', '#a7f3d0'],
  ['#111827', '#6366f1'],
  ['#0c4a6e', '#fde68a'],
  ['#9a3412', '#fecaca'],
  ['#3f6212', '#d9f99d'],
  ['#831843', '#fbcfe8'],
];

const CREDITS = ['AFP', 'Reuters', 'Rédaction', 'Hans Lucas', 'Sipa'];
const SOURCES = ['AFP', 'Reuters', 'Rédaction', 'Sipa'];

export const DEMO_PICTURES_PER_BRAND = THEMES.length;
/** The desks the pictures illustrate, in the order of each brand's pictures. */
export const DEMO_PICTURE_THEMES = THEMES.map((t) => t.word);
const WIDTH = 1200;
const HEIGHT = 675;
/** A fixed month in the key: the key must not depend on the day the seed runs (idempotence). */
const KEY_MONTH = '2026/01';

export interface DemoPicture extends MediaObject {
  key: string;
  href: string;
  caption: string;
  credit: string;
  source: string;
  format: 'image';
}

/** The demo photos of each brand, in theme order. */
export type DemoPictures = ReadonlyMap<string, readonly DemoPicture[]>;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shapes(shape: Theme['shape']): string {
  const white = (opacity: number) => `fill="#ffffff" fill-opacity="${opacity}"`;
  switch (shape) {
    case 'hemicycle':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M ${200 + i * 60} 520 A ${400 - i * 60} ${330 - i * 60} 0 0 1 ${1000 - i * 60} 520" fill="none" stroke="#ffffff" stroke-opacity="${0.2 + i * 0.1}" stroke-width="26"/>`,
        )
        .join('');
    case 'bars':
      return [180, 260, 220, 340, 300, 410]
        .map(
          (h, i) =>
            `<rect x="${170 + i * 150}" y="${520 - h}" width="90" height="${h}" rx="8" ${white(0.25 + i * 0.08)}/>`,
        )
        .join('');
    case 'stadium':
      return `<ellipse cx="600" cy="330" rx="470" ry="190" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="18"/>
        <rect x="250" y="230" width="700" height="200" ${white(0.18)}/><line x1="600" y1="230" x2="600" y2="430" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
        <circle cx="600" cy="330" r="60" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>`;
    case 'stage':
      return `<path d="M 0 0 L 330 0 Q 260 260 330 560 L 0 560 Z" ${white(0.22)}/><path d="M 1200 0 L 870 0 Q 940 260 870 560 L 1200 560 Z" ${white(0.22)}/>
        <ellipse cx="600" cy="500" rx="260" ry="40" ${white(0.35)}/><circle cx="600" cy="330" r="70" ${white(0.3)}/>`;
    case 'hills':
      return `<circle cx="880" cy="170" r="90" ${white(0.55)}/><path d="M 0 540 L 260 250 L 470 460 L 700 190 L 1200 540 Z" ${white(0.3)}/>
        <path d="M 0 560 L 380 380 L 620 500 L 900 330 L 1200 560 Z" ${white(0.22)}/>`;
    case 'orbits':
      return `<circle cx="600" cy="300" r="70" ${white(0.6)}/>${[150, 230, 310]
        .map(
          (r, i) =>
            `<ellipse cx="600" cy="300" rx="${r * 1.6}" ry="${r * 0.6}" fill="none" stroke="#ffffff" stroke-opacity="${0.5 - i * 0.1}" stroke-width="5" transform="rotate(${-15 + i * 15} 600 300)"/>`,
        )
        .join('')}`;
    case 'waves':
      return `<circle cx="300" cy="170" r="80" ${white(0.5)}/>${[0, 1, 2]
        .map(
          (i) =>
            `<path d="M 0 ${380 + i * 60} Q 150 ${340 + i * 60} 300 ${380 + i * 60} T 600 ${380 + i * 60} T 900 ${380 + i * 60} T 1200 ${380 + i * 60} L 1200 560 L 0 560 Z" ${white(0.16 + i * 0.08)}/>`,
        )
        .join('')}`;
    case 'plate':
      return `<circle cx="600" cy="300" r="200" ${white(0.35)}/><circle cx="600" cy="300" r="140" ${white(0.35)}/>
        <rect x="320" y="130" width="16" height="340" rx="8" ${white(0.5)}/><rect x="864" y="130" width="16" height="340" rx="8" ${white(0.5)}/>`;
  }
}

/** The picture as an SVG: gradient, shapes, then a dark band with the desk, caption and credit. */
export function demoPictureSvg(
  theme: { word: string; caption: string; shape: Theme['shape'] },
  colours: [string, string],
  brandKey: string,
  credit: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${shapes(theme.shape)}
  <rect y="560" width="${WIDTH}" height="115" fill="#000000" fill-opacity="0.55"/>
  <text x="40" y="610" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(theme.word)}</text>
  <text x="40" y="652" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" fill="#e5e7eb">${escapeXml(theme.caption)}</text>
  <text x="1160" y="610" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" fill="#e5e7eb">${escapeXml(`${brandKey} · © ${credit}`)}</text>
</svg>`;
}

/** The JPEG a photographer would have sent (the media service checks and re-renders it). */
export async function drawDemoPicture(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The photo key of a brand's n-th demo picture (the form the media service gives uploads). */
export function demoPictureKey(brandKey: string, n: number): string {
  return `${brandKey}/${KEY_MONTH}/${seedId(`demo-photo:${brandKey}:${n}`)}`;
}

/**
 * Ensures each brand has its demo photos in the media store and `photos`; returns them as media
 * objects pointing at the URLs the media service serves. Existing photos are reused as they are.
 */
export async function seedDemoPictures(
  media: MediaService,
  brandKeys: readonly string[],
  creatorId: string,
): Promise<{ pictures: DemoPictures; added: number }> {
  const pictures = new Map<string, DemoPicture[]>();
  let added = 0;
  for (const [b, brandKey] of brandKeys.entries()) {
    const list: DemoPicture[] = [];
    for (const [n, theme] of THEMES.entries()) {
      const key = demoPictureKey(brandKey, n);
      const credit = CREDITS[(n + b) % CREDITS.length]!;
      const source = SOURCES[(n * 3 + b) % SOURCES.length]!;
      let resolved = await media.storedImage(key);
      if (!resolved) {
        const colours = PALETTES[(n + b * 3) % PALETTES.length]!;
        const bytes = await drawDemoPicture(demoPictureSvg(theme, colours, brandKey, credit));
        resolved = await media.ingest(
          { id: creatorId },
          brandKey,
          `demo-${theme.word
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .toLowerCase()}-${brandKey.toLowerCase()}.jpg`,
          bytes,
          key,
          { credit, source },
        );
        added++;
      }
      list.push({
        key,
        href: resolved.url,
        caption: theme.caption,
        credit: resolved.credit ?? credit,
        source: resolved.source ?? source,
        format: 'image',
      });
    }
    pictures.set(brandKey, list);
  }
  return { pictures, added };
}

/** The picture an item of a brand shows: `n` walks the brand's pictures in turn. */
export function demoPicture(
  pictures: DemoPictures,
  brandKey: string,
  n: number,
): DemoPicture | null {
  const list = pictures.get(brandKey);
  return list && list.length ? list[((n % list.length) + list.length) % list.length]! : null;
}

/**
 * Whether a stored image address needs the demo's current one: it points at the placeholder host
 * of older demos, or it is the same demo photo served from another origin (the media port changed
 * since the last seed). An image a journalist chose is another path, and is left alone.
 */
export function staleDemoImage(stored: SQL, fresh: SQL): SQL {
  return sql`(${stored} like '%images.demo.backoffice.test/%'
    or (${stored} <> ${fresh} and ${stored} like '%' || substring(${fresh} from '/media/files/.*$')))`;
}
