// Good-deal AI generation (001 §5): the product article URL is required, and must be a web URL.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';
import { isAllowedUrl } from './linkRule';

export function validateGoodDeal(form: { productUrl: string | null }): FieldErrors {
  if (isBlank(form.productUrl)) return { productUrl: MESSAGES.requiredField };
  return isAllowedUrl(form.productUrl, 'web') ? {} : { productUrl: MESSAGES.sectionUrlInvalid };
}
