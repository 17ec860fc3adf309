// One pass of a maintained HTML parser (htmlparser2) over the product page, keeping only what the
// product can be read from: the JSON-LD scripts, the meta tags, the title, the first images and
// the visible text (scripts, styles and templates dropped). Never a regular expression over HTML.
import { Parser } from 'htmlparser2';

/** The page text given to the AI when the page has no structured data (its start is enough). */
export const PAGE_TEXT_MAX_CHARS = 6_000;
const IMAGES_KEPT = 5;
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
const BLOCKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'tr', 'br', 'section', 'main']);

export interface PageScan {
  jsonLd: string[];
  /** meta property/name → content (the first one of each). */
  meta: Map<string, string>;
  title: string;
  h1: string;
  images: string[];
  text: string;
}

interface ScanState {
  scan: PageScan;
  hiddenDepth: number;
  inJsonLd: boolean;
  inTitle: boolean;
  inH1: boolean;
  jsonLd: string;
  textChars: number;
}

function onOpen(state: ScanState, name: string, attribs: Record<string, string>): void {
  const { scan } = state;
  if (name === 'meta') {
    const key = (attribs.property ?? attribs.name ?? '').toLowerCase();
    if (key && attribs.content !== undefined && !scan.meta.has(key))
      scan.meta.set(key, attribs.content);
  } else if (name === 'script' && (attribs.type ?? '').toLowerCase() === 'application/ld+json') {
    state.inJsonLd = true;
    state.jsonLd = '';
  } else if (name === 'img' && attribs.src && scan.images.length < IMAGES_KEPT) {
    scan.images.push(attribs.src);
  }
  if (name === 'title') state.inTitle = true;
  if (name === 'h1') state.inH1 = true;
  if (HIDDEN.has(name)) state.hiddenDepth++;
  if (BLOCKS.has(name)) addText(state, '\n');
}

function onClose(state: ScanState, name: string): void {
  if (name === 'script' && state.inJsonLd) {
    state.scan.jsonLd.push(state.jsonLd);
    state.inJsonLd = false;
  }
  if (name === 'title') state.inTitle = false;
  if (name === 'h1') state.inH1 = false;
  if (HIDDEN.has(name)) state.hiddenDepth = Math.max(0, state.hiddenDepth - 1);
}

function addText(state: ScanState, text: string): void {
  if (state.textChars >= PAGE_TEXT_MAX_CHARS) return;
  const piece = text.slice(0, PAGE_TEXT_MAX_CHARS - state.textChars);
  state.scan.text += piece;
  state.textChars += piece.length;
}

function onText(state: ScanState, text: string): void {
  if (state.inJsonLd) state.jsonLd += text;
  if (state.inTitle) state.scan.title += text;
  if (state.inH1) state.scan.h1 += text;
  if (state.hiddenDepth === 0) addText(state, text);
}

const tidy = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

/** Reads the page once; the texts are whitespace-tidied. */
export function scanPage(html: string): PageScan {
  const scan: PageScan = { jsonLd: [], meta: new Map(), title: '', h1: '', images: [], text: '' };
  const state: ScanState = {
    scan,
    hiddenDepth: 0,
    inJsonLd: false,
    inTitle: false,
    inH1: false,
    jsonLd: '',
    textChars: 0,
  };
  const parser = new Parser(
    {
      onopentag: (name, attribs) => onOpen(state, name, attribs),
      onclosetag: (name) => onClose(state, name),
      ontext: (text) => onText(state, text),
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { ...scan, title: tidy(scan.title), h1: tidy(scan.h1), text: tidy(scan.text) };
}
