// The advanced search's filters round-trip through the URL and become the API filter (spec 000
// §2): Published always, 'Programmé' adding Scheduled and ScheduledForRepublication, days in Paris.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADVANCED,
  advancedWhere,
  isAdvanced,
  readAdvanced,
  writeAdvanced,
  type AdvancedSearch,
} from '../../../renderer/src/features/articles/advancedSearch';

const SEARCH: AdvancedSearch = {
  format: 'Video',
  scheduled: true,
  tags: [{ id: 't1', title: 'Retraites: réforme' }],
  categories: [{ id: 'c1', title: 'Politique' }],
  authors: [{ id: 'a1', title: 'Léa Moreau' }],
  sources: [{ id: 's1', title: 'AFP' }],
  qualifiers: [{ id: 'q1', title: 'Exclusif' }],
  creatorId: 'u1',
  imageCredit: 'Reuters',
  imageSource: 'Getty',
  updatedAfter: '01/03/2026',
  updatedBefore: '31/03/2026',
  contains: ['push', 'podcast'],
};

describe('advanced search', () => {
  it('round-trips every filter through the query string, keeping the brand', () => {
    const query = writeAdvanced(new URLSearchParams('brand=TEL'), SEARCH);
    const params = new URLSearchParams(query);
    expect(params.get('brand')).toBe('TEL');
    expect(isAdvanced(params)).toBe(true);
    expect(readAdvanced(params)).toEqual(SEARCH);
  });

  it('resetting leaves only the other parameters', () => {
    const query = writeAdvanced(new URLSearchParams('brand=TEL'), SEARCH);
    expect(writeAdvanced(new URLSearchParams(query), null)).toBe('?brand=TEL');
  });

  it('Published always; « Programmé » adds Scheduled and ScheduledForRepublication', () => {
    expect(advancedWhere(EMPTY_ADVANCED).status_in).toEqual(['Published']);
    expect(advancedWhere({ ...EMPTY_ADVANCED, scheduled: true }).status_in).toEqual([
      'Published',
      'Scheduled',
      'ScheduledForRepublication',
    ]);
  });

  it('becomes the API filter, days read in Paris time', () => {
    expect(advancedWhere(SEARCH)).toEqual({
      status_in: ['Published', 'Scheduled', 'ScheduledForRepublication'],
      format: 'Video',
      tagIds: ['t1'],
      categoryIds: ['c1'],
      authorIds: ['a1'],
      sourceIds: ['s1'],
      qualifierIds: ['q1'],
      creatorId: 'u1',
      imageCredit: 'Reuters',
      imageSource: 'Getty',
      updatedAfter: '2026-02-28T23:00:00.000Z',
      updatedBefore: '2026-03-31T21:59:00.000Z',
      hasPush: true,
      hasPodcast: true,
    });
  });
});
