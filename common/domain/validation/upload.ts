// Image upload (001 §5, §9): an image or octet-stream within the configured maximum size, else
// 'Invalid File type and/or size'; images are resized to at most 3000×3000 before upload.
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

export function uploadError(file: { type: string; size: number }, maxBytes: number): string | null {
  const typeOk = file.type.startsWith('image/') || file.type === 'application/octet-stream';
  return typeOk && file.size <= maxBytes ? null : MESSAGES.mediaInvalidFile;
}

/** The size an image is resized to: within 3000×3000, aspect ratio kept, never enlarged. */
export function resizeWithin(
  width: number,
  height: number,
  maxWidth: number = LIMITS.images.resizeMaxWidth,
  maxHeight: number = LIMITS.images.resizeMaxHeight,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
