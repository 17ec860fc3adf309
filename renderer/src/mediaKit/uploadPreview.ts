// The local preview an upload shows while it travels: a thumbnail 320 px wide, decoded off the
// page's thread by createImageBitmap. The file itself as the <img> source made Chromium decode the
// whole photo (24 Mpx: ~300 ms on a raster worker) before the frame that shows it, and every
// keystroke in the body waited for that frame (media bench: keystroke-to-paint p95 356 ms while
// three photos upload).
const PREVIEW_WIDTH = 320;

/** A blob URL of the thumbnail (revoke it when done), or null when the file does not decode. */
export async function uploadPreview(file: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap | null = null;
  try {
    // resizeWidth alone keeps the ratio.
    bitmap = await createImageBitmap(file, { resizeWidth: PREVIEW_WIDTH, resizeQuality: 'low' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.8));
    return blob ? URL.createObjectURL(blob) : null;
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
