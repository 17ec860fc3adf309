// The article's relation lists, spelled once (common/domain/articleRelations.ts): every relation
// limited on save (001 §9) is one of them, and the drawer edits all but the machine tags.
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_RELATIONS,
  EDITED_ARTICLE_RELATIONS,
} from '../../../common/domain/articleRelations';
import { ARTICLE_RELATION_LIMITS } from '../../../common/domain/limits';

describe('article relation lists', () => {
  it('are the relations limited on save, each once', () => {
    expect([...ARTICLE_RELATIONS].sort()).toEqual(Object.keys(ARTICLE_RELATION_LIMITS).sort());
  });

  it('are edited in the drawer, all but the machine tags, in the same order', () => {
    expect(EDITED_ARTICLE_RELATIONS).toEqual(
      ARTICLE_RELATIONS.filter((relation) => relation !== 'machineTags'),
    );
    expect(EDITED_ARTICLE_RELATIONS).not.toContain('machineTags');
  });
});
