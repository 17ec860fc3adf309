// « Brouillons locaux » opens each draft in its own editor: the format its editor stored with the
// draft picks the type shown and the route (drafts written before the format was kept: articles).
import { describe, expect, it } from 'vitest';
import { localDraftRow } from '../../../renderer/src/features/drafts/localDraftRows';
import type { DraftSummary } from '../../../common/ipc/channels';

const ID = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';
const summary = (over: Partial<DraftSummary>): DraftSummary => ({
  key: `TEL:${ID}`,
  revision: 1,
  createdAt: '2026-11-24T07:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  baseVersion: 3,
  state: 'draft',
  problem: null,
  articleId: ID,
  title: 'Un titre',
  format: null,
  ...over,
});

describe('local draft rows', () => {
  it.each([
    ['Rich', 'Article', `/TEL/article/edit/${ID}`, '/TEL/article/edit?draft=n1'],
    ['Video', 'Vidéo', `/TEL/video/edit/${ID}`, '/TEL/video/edit?draft=n1'],
    ['Slideshow', 'Diaporama', `/slideshow/edit/${ID}`, '/slideshow/new/TEL?draft=n1'],
    [null, 'Article', `/TEL/article/edit/${ID}`, '/TEL/article/edit?draft=n1'],
  ])('%s: type %s, saved at %s, never saved at %s', (format, type, savedPath, newPath) => {
    expect(localDraftRow(summary({ format }))).toMatchObject({ type, path: savedPath });
    expect(localDraftRow(summary({ format, key: 'TEL:new:n1', articleId: null }))).toMatchObject({
      type,
      path: newPath,
    });
  });

  it('opens a card draft (`card:brand:id`) in the card editor, saved or never saved', () => {
    expect(localDraftRow(summary({ key: `card:TEL:${ID}` }))).toMatchObject({
      type: 'Encart',
      brandKey: 'TEL',
      path: `/TEL/card/edit/${ID}`,
    });
    expect(
      localDraftRow(summary({ key: `card:TEL:new:${ID}`, articleId: null, format: 'Rich' })),
    ).toMatchObject({ type: 'Encart', brandKey: 'TEL', path: `/TEL/card/edit?draft=${ID}` });
  });

  it('opens a live post waiting to be published on its article’s live screen', () => {
    const row = localDraftRow(
      summary({ key: `livepost:TEL:new:${ID}`, articleId: null, parentId: 'a-7', title: '20 h' }),
    );
    expect(row).toMatchObject({
      type: 'Post de live',
      title: '20 h',
      path: '/TEL/article/live/a-7',
    });
  });

  it('opens an orphan page draft in the orphan page editor', () => {
    expect(localDraftRow(summary({ key: `orphanpage:TEL:${ID}` }))).toMatchObject({
      type: 'Page orpheline',
      path: `/orphanpage/edit/TEL/${ID}`,
    });
    expect(
      localDraftRow(summary({ key: `orphanpage:TEL:new:${ID}`, articleId: null })),
    ).toMatchObject({ path: `/orphanpage/new/TEL?draft=${ID}` });
  });

  it('opens a page draft in the page editor of its format, a new one under its parent', () => {
    expect(localDraftRow(summary({ key: `page:TEL:${ID}`, format: 'Event' }))).toMatchObject({
      type: 'Page',
      path: `/TEL/page/event/edit/${ID}`,
    });
    expect(
      localDraftRow(
        summary({ key: `page:TEL:new:${ID}`, articleId: null, format: 'Category', parentId: 'p0' }),
      ),
    ).toMatchObject({ path: `/TEL/page/category/create/p0?draft=${ID}` });
    expect(
      localDraftRow(summary({ key: `page:TEL:new:${ID}`, articleId: null, format: null })),
    ).toMatchObject({ path: `/TEL/page/category/create?draft=${ID}` });
  });
});
