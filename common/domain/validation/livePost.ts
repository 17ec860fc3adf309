// Live posts (001 §5): saving is enabled only when the body has text.
import { plainText, type RichTextDoc } from '../article';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';

export function canSaveLivePost(body: RichTextDoc | null): boolean {
  return plainText(body).trim() !== '';
}

export function validateLivePost(post: { body: RichTextDoc | null }): FieldErrors {
  return canSaveLivePost(post.body) ? {} : { body: MESSAGES.livePostBodyRequired };
}
