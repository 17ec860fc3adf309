// A public article always has a slug (issue 30: a new article was published with an empty one, and
// « Visualiser » stayed disabled): the one typed, else the slug helper's from the title once the
// article is published or scheduled; publishing is refused only when neither exists.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { ArticleStatus } from '../../../common/domain/statuses';
import { publishRequirementErrors } from '../../../common/domain/validation/publishRequirements';
import { slugOnSave, slugRequirementMet } from '../../../common/domain/validation/slug';
import { NOW, publishableArticle } from './fixtures';

describe('slugOnSave', () => {
  it.each<[string | null, string | null, ArticleStatus, string | null]>([
    [null, "L'été à Paris !", 'Published', 'lete-a-paris'],
    ['', 'Les séries de la rentrée', 'Scheduled', 'les-series-de-la-rentree'],
    ['   ', 'Œuvres', 'ScheduledForRepublication', 'oeuvres'],
    ['mon-slug', "L'été à Paris !", 'Published', 'mon-slug'],
    // Not public yet: nothing is invented (the journalist may still type one).
    [null, "L'été à Paris !", 'Draft', null],
    [null, "L'été à Paris !", 'Ready', null],
    ['garde', 'Titre', 'Draft', 'garde'],
    // Nothing to make one from.
    [null, '!!! ???', 'Published', null],
    [null, null, 'Published', null],
  ])('slugOnSave(%j, %j, %s) = %j', (slug, title, status, expected) => {
    expect(slugOnSave(slug, title, status)).toBe(expected);
  });
});

describe('publishing needs a slug, typed or given by the title', () => {
  it.each<[string | null, string | null, boolean]>([
    ['mon-slug', '!!!', true],
    [null, 'Un titre', true],
    [null, '!!! ???', false],
    ['', '« »', false],
    [null, null, false],
  ])('slug %j, title %j: met = %s', (slug, title, met) => {
    expect(slugRequirementMet(slug, title)).toBe(met);
  });

  it('says so on the slug field, in French, when publishing or scheduling', () => {
    const article = publishableArticle({ slug: null, title: '!!! ???' });
    expect(publishRequirementErrors(article, NOW, 'publish').slug).toBe(MESSAGES.requiredSlug);
    expect(publishRequirementErrors({ ...article, publishedAt: NOW }, NOW, 'schedule').slug).toBe(
      MESSAGES.requiredSlug,
    );
    expect(
      publishRequirementErrors({ ...article, title: 'Un titre' }, NOW, 'publish').slug,
    ).toBeUndefined();
  });
});
