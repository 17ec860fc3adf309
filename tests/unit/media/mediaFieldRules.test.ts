// The media field's list and URL rules (001 §5): duplicates ignored, one image in single mode,
// an optional maximum in multiple mode; Enter-submitted URLs get https, Cerise hosts are refused,
// www becomes the news host for Cerise brands.
import { describe, expect, it } from 'vitest';
import type { MediaObject } from '../../../common/domain/article';
import { addMedias, mediaFromUrl, roomLeft } from '../../../renderer/src/mediaKit/mediaFieldRules';

const m = (key: string): MediaObject => ({ key, href: `https://img.example.fr/${key}.jpg` });

describe('media list', () => {
  it.each([
    ['single, empty', [], { multiple: false }, 1],
    ['single, full', [m('a')], { multiple: false }, 0],
    ['multiple, no maximum', [m('a'), m('b')], { multiple: true }, Infinity],
    ['multiple, max 3 with 2', [m('a'), m('b')], { multiple: true, max: 3 }, 1],
  ] as const)('room left: %s', (_name, value, options, expected) => {
    expect(roomLeft(value, options)).toBe(expected);
  });

  it('ignores duplicates', () => {
    expect(addMedias([m('a')], [m('a'), m('b')], { multiple: true })).toEqual({
      next: [m('a'), m('b')],
      message: null,
    });
  });

  it("refuses a second image in single mode with the spec's message", () => {
    expect(addMedias([m('a')], [m('b')], { multiple: false })).toEqual({
      next: [m('a')],
      message: "Supprimez l'image avant d'en importer une nouvelle",
    });
  });

  it('stops at the maximum', () => {
    const { next, message } = addMedias([m('a')], [m('b'), m('c')], { multiple: true, max: 2 });
    expect(next.map((x) => x.key)).toEqual(['a', 'b']);
    expect(message).toBe('2 images au maximum.');
  });
});

describe('media URL input', () => {
  it('adds https when missing', () => {
    expect(mediaFromUrl('img.example.fr/photo.jpg', 'TEL').media?.href).toBe(
      'https://img.example.fr/photo.jpg',
    );
  });

  it('replaces www by the news host for a Cerise brand', () => {
    expect(mediaFromUrl('www.example.de/bild.jpg', 'DEGTS').media?.href).toBe(
      'https://news.example.de/bild.jpg',
    );
  });

  it('refuses Cerise URLs', () => {
    expect(mediaFromUrl('https://static.cerise.media/p.jpg', 'TEL')).toEqual({
      media: null,
      error: "Les url's Cerise ne sont pas autorisées",
    });
  });

  it('ignores an empty input', () => {
    expect(mediaFromUrl('   ', 'TEL')).toEqual({ media: null, error: null });
  });
});
