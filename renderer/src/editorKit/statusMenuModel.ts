// What the status control offers (spec 000 §4): only the transitions allowed from the current
// status, each disabled with the missing-field messages while the article fails the publish
// requirements of that transition. Pure, so the rule is tested without rendering.
import type { ArticleForRules } from '../../../common/domain/article';
import { ARTICLE_STATUS_LABELS } from '../../../common/domain/statuses';
import {
  articleMachine,
  transitionsFrom,
  type Transition,
} from '../../../common/domain/transitions';
import type { ArticleStatus } from '../../../common/domain/statuses';
import { transitionBlockers } from '../../../common/domain/validation/publishRequirements';

export interface StatusMenuItem {
  transition: Transition<ArticleStatus>;
  /** French reasons the transition cannot be taken now; empty when it can. */
  blockers: string[];
  disabled: boolean;
  /** The trash icon accompanies the Deleted target (000 §4). */
  trash: boolean;
}

export function statusMenuItems(article: ArticleForRules, now: Date): StatusMenuItem[] {
  return transitionsFrom(articleMachine(article.format), article.status).map((transition) => {
    const blockers = transitionBlockers(article, transition, now);
    return {
      transition,
      blockers,
      disabled: blockers.length > 0,
      trash: transition.to === 'Deleted',
    };
  });
}

/** The label of the control itself: the current status, with its date when scheduled. */
export function statusLabel(status: ArticleStatus): string {
  return ARTICLE_STATUS_LABELS[status];
}
