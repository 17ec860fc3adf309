// The multipart/form-data envelope of one file (field `file`), built by hand so that the body can be
// streamed from disk with a Content-Length known in advance: no chunked encoding, and never the
// whole file in memory (Node's fetch + FormData buffered a 400 Mo file: 505 Mo RSS, STACK.md).
import { randomBytes } from 'node:crypto';

export interface MultipartEnvelope {
  contentType: string;
  /** Written before the file's bytes. */
  head: Buffer;
  /** Written after them. */
  tail: Buffer;
  /** head + file + tail, for Content-Length. */
  contentLength: number;
}

/**
 * A file name as browsers write it in a part's header (WHATWG HTML, "multipart/form-data encoding
 * algorithm"): UTF-8, with `"`, CR and LF percent-encoded so that the name cannot end the header.
 */
export function quotedFileName(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A media type safe in a header (the renderer's File.type is only a hint). */
function partType(type: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : 'application/octet-stream';
}

export function multipartEnvelope(
  fileName: string,
  fileType: string,
  fileSize: number,
  field = 'file',
): MultipartEnvelope {
  const boundary = `----BackofficeVideo${randomBytes(16).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${field}"; filename="${quotedFileName(fileName)}"\r\n` +
      `Content-Type: ${partType(fileType)}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head,
    tail,
    contentLength: head.length + fileSize + tail.length,
  };
}
