// Credit-bearing metadata (issue 14): the photographer and the agency, read from the fields
// newsrooms fill — IPTC IIM (By-line 2:80, Credit 2:110, Source 2:115, Copyright 2:116, Caption
// 2:120), XMP (photoshop:Credit/Source, dc:creator/rights/description) and EXIF (Artist,
// Copyright, ImageDescription) — to propose credit and source. Everything else is stripped when
// the renditions are written.

export interface CreditMetadata {
  credit: string | null;
  source: string | null;
  caption: string | null;
  /** Every field found, by name, for searchPhotos and the photo's photoMetadatas. */
  fields: Record<string, string>;
}

function clean(value: string | undefined | null): string | null {
  const text = value?.replace(/\0/g, '').trim();
  return text ? text.slice(0, 500) : null;
}

const IPTC_FIELDS: Record<number, string> = {
  80: 'iptc:By-line',
  110: 'iptc:Credit',
  115: 'iptc:Source',
  116: 'iptc:CopyrightNotice',
  120: 'iptc:Caption',
  25: 'iptc:Keywords',
};

/** IPTC IIM datasets (0x1C, record 2, dataset, 2-byte length, value), wherever they sit in the block. */
export function readIptc(block: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 5 <= block.length; i++) {
    if (block[i] !== 0x1c || block[i + 1] !== 0x02) continue;
    const dataset = block[i + 2] ?? 0;
    const length = block.readUInt16BE(i + 3);
    if (length & 0x8000) continue;
    const name = IPTC_FIELDS[dataset];
    const value = clean(block.subarray(i + 5, i + 5 + length).toString('utf8'));
    if (name && value) out[name] = out[name] ? `${out[name]}, ${value}` : value;
    i += 4 + length;
  }
  return out;
}

const EXIF_TAGS: Record<number, string> = {
  0x013b: 'exif:Artist',
  0x8298: 'exif:Copyright',
  0x010e: 'exif:ImageDescription',
};

/** ASCII tags of EXIF IFD0 (the block sharp returns starts with "Exif\0\0" then a TIFF header). */
export function readExif(block: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  const start = block.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = block.subarray(start);
  if (tiff.length < 8) return out;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  try {
    const ifd = u32(4);
    const count = u16(ifd);
    for (let n = 0; n < count; n++) {
      const entry = ifd + 2 + n * 12;
      const name = EXIF_TAGS[u16(entry)];
      if (!name || u16(entry + 2) !== 2) continue;
      const length = u32(entry + 4);
      const offset = length <= 4 ? entry + 8 : u32(entry + 8);
      const value = clean(tiff.subarray(offset, offset + length).toString('utf8'));
      if (value) out[name] = value;
    }
  } catch {
    // A truncated block: keep what was read.
  }
  return out;
}

function xmpValue(xmp: string, name: string): string | null {
  const attribute = new RegExp(`${name}="([^"]*)"`).exec(xmp);
  if (attribute) return clean(decodeEntities(attribute[1]));
  const element = new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`).exec(xmp);
  if (!element) return null;
  const items = [...(element[1] ?? '').matchAll(/<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/g)].map(
    (m) => m[1] ?? '',
  );
  return clean(decodeEntities(items.length ? items.join(', ') : (element[1] ?? '')));
}

function decodeEntities(text: string | undefined): string {
  return (text ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function readXmp(block: Buffer): Record<string, string> {
  const xmp = block.toString('utf8');
  const out: Record<string, string> = {};
  for (const name of [
    'photoshop:Credit',
    'photoshop:Source',
    'dc:creator',
    'dc:rights',
    'dc:description',
  ]) {
    const value = xmpValue(xmp, name);
    if (value) out[`xmp:${name.split(':')[1]}`] = value;
  }
  return out;
}

export function extractCreditMetadata(blocks: {
  exif?: Buffer;
  iptc?: Buffer;
  xmp?: Buffer;
}): CreditMetadata {
  const fields = {
    ...(blocks.exif ? readExif(blocks.exif) : {}),
    ...(blocks.xmp ? readXmp(blocks.xmp) : {}),
    ...(blocks.iptc ? readIptc(blocks.iptc) : {}),
  };
  const first = (...names: string[]): string | null =>
    names.map((n) => fields[n]).find((v): v is string => Boolean(v)) ?? null;
  return {
    credit: first('iptc:By-line', 'xmp:creator', 'exif:Artist', 'iptc:Credit', 'xmp:Credit'),
    source: first(
      'iptc:Credit',
      'xmp:Credit',
      'iptc:Source',
      'xmp:Source',
      'exif:Copyright',
      'iptc:CopyrightNotice',
      'xmp:rights',
    ),
    caption: first('iptc:Caption', 'xmp:description', 'exif:ImageDescription'),
    fields,
  };
}
