// A new article started from something else — another article (« Duplication web »), a board card
// (issue 36) — as the new-article editor receives it in the route's state (`duplication`): its
// first fields, and the notices said above it until it is saved.
import type { ArticleFormValues } from './articleForm';

export interface DuplicationNotice {
  intent: 'info' | 'warning';
  text: string;
}

export interface DuplicationStart {
  values: Partial<ArticleFormValues>;
  /** Said above the new article until it is saved: its origin, what stayed behind, a failure. */
  notices: DuplicationNotice[];
}
