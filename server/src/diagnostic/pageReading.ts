// What the diagnostic reads on a public page, in one pass of htmlparser2 (a real HTML tokenizer:
// attributes in any order or quoting, entities decoded, `<script>` text kept whole): the canonical
// link, the title, the description, the Open Graph image, the JSON-LD blocks, the images with
// whether their figure carries a caption, and the links of the page's own site.
import { Parser } from 'htmlparser2';

export interface PageImage {
  src: string;
  /** Inside a <figure> whose <figcaption> says something. */
  captioned: boolean;
  /** Inside the page's <article> (the article's own images, not the site's furniture). */
  inArticle: boolean;
}

export interface PageReading {
  canonical: string | null;
  title: string | null;
  description: string | null;
  ogImage: string | null;
  jsonLd: unknown[];
  images: PageImage[];
  /** Absolute URLs on the page's own origin, without fragments, each once, in page order. */
  internalLinks: string[];
}

function absolute(raw: string | undefined, base: URL): URL | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

interface OpenFigure {
  images: PageImage[];
  caption: string;
}

export function readPage(html: string, pageUrl: string): PageReading {
  const base = new URL(pageUrl);
  const reading: PageReading = {
    canonical: null,
    title: null,
    description: null,
    ogImage: null,
    jsonLd: [],
    images: [],
    internalLinks: [],
  };
  const links = new Set<string>();
  const figures: OpenFigure[] = [];
  let articleDepth = 0;
  let captionDepth = 0;
  let titleText: string | null = null;
  let svgDepth = 0;
  let scriptText: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'svg') svgDepth++;
        if (name === 'article') articleDepth++;
        if (name === 'figure') figures.push({ images: [], caption: '' });
        if (name === 'figcaption') captionDepth++;
        if (name === 'title' && svgDepth === 0 && reading.title === null) titleText = '';
        if (name === 'script' && attribs.type?.trim().toLowerCase() === 'application/ld+json')
          scriptText = '';
        const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && rel.includes('canonical') && reading.canonical === null)
          reading.canonical = absolute(attribs.href, base)?.href ?? null;
        if (name === 'meta') {
          const key = (attribs.name ?? attribs.property ?? '').trim().toLowerCase();
          if (key === 'description' && reading.description === null)
            reading.description = attribs.content ?? '';
          if (key === 'og:image' && reading.ogImage === null)
            reading.ogImage = absolute(attribs.content, base)?.href ?? null;
        }
        if (name === 'img') {
          const src = absolute(attribs.src, base);
          if (src) {
            const image = { src: src.href, captioned: false, inArticle: articleDepth > 0 };
            reading.images.push(image);
            figures.at(-1)?.images.push(image);
          }
        }
        if (name === 'a') {
          const href = absolute(attribs.href, base);
          if (href && href.origin === base.origin) {
            href.hash = '';
            if (href.href !== base.href) links.add(href.href);
          }
        }
      },
      ontext(text) {
        if (titleText !== null) titleText += text;
        if (scriptText !== null) scriptText += text;
        if (captionDepth > 0) {
          const figure = figures.at(-1);
          if (figure) figure.caption += text;
        }
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'article') articleDepth = Math.max(0, articleDepth - 1);
        if (name === 'figcaption') captionDepth = Math.max(0, captionDepth - 1);
        if (name === 'figure') {
          const figure = figures.pop();
          if (figure && figure.caption.trim())
            for (const image of figure.images) image.captioned = true;
        }
        if (name === 'title' && titleText !== null) {
          reading.title = titleText.replace(/\s+/g, ' ').trim();
          titleText = null;
        }
        if (name === 'script' && scriptText !== null) {
          try {
            reading.jsonLd.push(JSON.parse(scriptText) as unknown);
          } catch {
            // A broken JSON-LD block is as good as none: the check says it is missing.
          }
          scriptText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  reading.internalLinks = [...links];
  return reading;
}

const NEWS_ARTICLE = 'newsarticle';

/** A NewsArticle among JSON-LD blocks: alone, in a list, or in an @graph (its @type a string or a list). */
export function hasNewsArticle(blocks: unknown[]): boolean {
  const visit = (node: unknown, depth: number): boolean => {
    if (depth > 5 || node === null || typeof node !== 'object') return false;
    if (Array.isArray(node)) return node.some((item) => visit(item, depth + 1));
    const record = node as Record<string, unknown>;
    const type = record['@type'];
    const types = Array.isArray(type) ? type : [type];
    if (types.some((t) => typeof t === 'string' && t.toLowerCase().endsWith(NEWS_ARTICLE)))
      return true;
    return visit(record['@graph'], depth + 1);
  };
  return blocks.some((block) => visit(block, 0));
}
