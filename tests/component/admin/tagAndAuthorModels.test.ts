// The pure parts of the tag list and the author form: the filters read from the URL, one chip per
// brand (tinted when inactive), and what the author form sends (ordered attributes, empty texts as
// null, the user id only for a super-admin).
import { describe, expect, it } from 'vitest';
import {
  authorInputOf,
  authorValuesOf,
  newAuthorValues,
} from '../../../renderer/src/features/authors/authorForm';
import { brandChips, readTagListParams } from '../../../renderer/src/features/tags/tagListModel';
import { imageMediaOf, imageUrlOf } from '../../../renderer/src/adminKit/imageUrl';

describe('tag list', () => {
  it('reads search, a known type and the status from the URL, ignoring unknown values', () => {
    expect(
      readTagListParams(new URLSearchParams('search=agri&type=Person&status=inactive')),
    ).toEqual({
      search: 'agri',
      type: 'Person',
      status: 'inactive',
    });
    expect(readTagListParams(new URLSearchParams('type=Video&status=oui'))).toEqual({
      search: '',
      type: null,
      status: null,
    });
  });

  it('gives one chip per brand using the tag or giving it content, inactive ones marked', () => {
    const chips = brandChips({
      id: 't',
      title: 'Agriculture',
      slug: 'agriculture',
      type: 'Tag',
      isActive: true,
      articleCount: 5,
      publishedArticleCount: 3,
      articleUsages: [
        { brandKey: 'TEL', total: 4, published: 3 },
        { brandKey: 'CAP', total: 1, published: 0 },
      ],
      brandedContents: [
        { id: 'b1', brandKey: 'CAP', isActive: false, media: null },
        { id: 'b2', brandKey: 'GEO', isActive: true, media: { href: 'https://x/y.jpg' } },
      ],
    });
    expect(chips).toEqual([
      { brandKey: 'CAP', articleCount: 1, active: false, hasContent: false },
      { brandKey: 'GEO', articleCount: 0, active: true, hasContent: true },
      { brandKey: 'TEL', articleCount: 4, active: true, hasContent: false },
    ]);
  });
});

describe('author form', () => {
  it('sends attributes as an ordered set, empty texts as null, the user id only for a super-admin', () => {
    const values = {
      ...newAuthorValues('TEL'),
      name: '  Aurélie Fontaine ',
      email: '',
      userId: 'u-1',
      attributeIds: ['b', 'a'],
      twitterId: 'aurelie',
    };
    const sent = authorInputOf(values, false);
    expect(sent).toMatchObject({
      name: 'Aurélie Fontaine',
      brandKey: 'TEL',
      email: null,
      twitterId: 'aurelie',
      attributes: {
        set: [
          { id: 'b', order: 0 },
          { id: 'a', order: 1 },
        ],
      },
    });
    expect('userId' in sent).toBe(false);
    expect(authorInputOf(values, true).userId).toBe('u-1');
  });

  it('reads an author back into the form', () => {
    const values = authorValuesOf({
      id: 'a1',
      name: 'Léa',
      brandKey: 'CAP',
      email: null,
      userId: null,
      isMain: true,
      hasPublicProfile: false,
      isExternal: false,
      avatarUrl: 'https://img.example/lea.jpg',
      description: 'Bio',
      resume: null,
      facebookId: null,
      googleId: null,
      instagramId: null,
      linkedinId: null,
      pinterestId: null,
      snapchatId: null,
      twitterId: null,
      attributes: [{ id: 'x', title: 'Cuisine' }],
    });
    expect(values).toMatchObject({
      name: 'Léa',
      email: '',
      isMain: true,
      avatarUrl: 'https://img.example/lea.jpg',
      attributeIds: ['x'],
    });
  });
});

describe('image URL stand-in', () => {
  it('stores a URL as an image media object and reads it back', () => {
    expect(imageMediaOf('  https://img.example/a.jpg ')).toEqual({
      href: 'https://img.example/a.jpg',
      format: 'image',
    });
    expect(imageMediaOf('   ')).toBeNull();
    expect(imageUrlOf({ href: 'https://img.example/a.jpg', format: 'image' })).toBe(
      'https://img.example/a.jpg',
    );
    expect(imageUrlOf(null)).toBe('');
    expect(imageUrlOf([1])).toBe('');
  });
});
