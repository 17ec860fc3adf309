// The plain-text rule (common/domain/validation/plainText.ts), table by table.
import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  decodePathSegment,
  hasControlCharacters,
  withoutControlCharacters,
} from '../../../common/domain/validation/plainText';

describe('cleanFileName', () => {
  it.each([
    ['a\0b.jpg', 'ab.jpg'],
    ['\u0001\u001b[31mrouge\u007f.jpg', '[31mrouge.jpg'],
    ['photo\u202egpj.exe', 'photogpj.exe'],
    ['ligne\r\nsuivante.png', 'lignesuivante.png'],
    ['\ud800.jpg', '.jpg'],
    ['😀.jpg', '😀.jpg'],
    ['  été 2024.jpg  ', 'été 2024.jpg'],
    ['', 'image'],
    ['\0\u0085\u009f', 'image'],
  ])('%j → %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('keeps at most 255 characters, never half of one', () => {
    const name = cleanFileName('😀'.repeat(300));
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀')).toBe(true);
  });
});

describe('decodePathSegment', () => {
  it.each([
    ['photo%20d%C3%A9t%C3%A9.jpg', 'photo dété.jpg'],
    ['photo%E9.jpg', 'photo%E9.jpg'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['%ZZ', '%ZZ'],
    ['%00.jpg', '\0.jpg'],
  ])('%j → %j', (segment, expected) => {
    expect(decodePathSegment(segment)).toBe(expected);
  });
});

describe('control characters', () => {
  it.each([
    ['Titre ordinaire', false],
    ['tab\there', true],
    ['fin\n', true],
    ['\u0085', true],
    ['« guillemets » — tiret', false],
  ])('%j has controls: %s', (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
    expect(hasControlCharacters(withoutControlCharacters(text))).toBe(false);
  });
});
