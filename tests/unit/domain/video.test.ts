// The shared video rules (issue 32): the upload-progress answer, Dailymotion ids and addresses,
// « Localisation » (geoblocking) both ways and its country check.
import { describe, expect, it } from 'vitest';
import {
  checkGeoblocking,
  countryName,
  fromDailymotionGeoblocking,
  NO_GEOBLOCKING,
  parseExistingVideo,
  readUploadProgress,
  toDailymotionGeoblocking,
} from '../../../common/domain/video';

describe('readUploadProgress', () => {
  it.each([
    [
      { state: 'uploading', received: 10, size: 100 },
      { state: 'uploading', received: 10, size: 100 },
    ],
    [
      { state: 'done', received: 100, size: 100 },
      { state: 'done', received: 100, size: 100 },
    ],
    [
      { state: 'failed', received: -1, size: 'x' },
      { state: 'interrupted', received: 0, size: 0 },
    ],
    [null, { state: 'interrupted', received: 0, size: 0 }],
    ['uploading', { state: 'interrupted', received: 0, size: 0 }],
  ])('%j → %j', (answer, expected) => {
    expect(readUploadProgress(answer)).toEqual(expected);
  });
});

describe('parseExistingVideo', () => {
  it.each([
    ['x8abcde', 'x8abcde'],
    ['  x8abcde ', 'x8abcde'],
    ['https://www.dailymotion.com/video/x8abcde', 'x8abcde'],
    ['https://www.dailymotion.com/video/x8abcde_le-titre', 'x8abcde'],
    ['https://dai.ly/x8abcde', 'x8abcde'],
    ['https://geo.dailymotion.com/player.html?video=x8abcde', 'x8abcde'],
    ['https://youtube.com/watch?v=x8abcde', null],
    ['ftp://www.dailymotion.com/video/x8abcde', null],
    ['https://www.dailymotion.com/video/', null],
    ['https://dai.ly/', null],
    ['pas une adresse', null],
  ])('%s → %s', (input, expected) => {
    expect(parseExistingVideo(input)).toBe(expected);
  });
});

describe('geoblocking (Dailymotion’s field)', () => {
  it.each([
    [NO_GEOBLOCKING, []],
    [{ mode: 'Allow', countries: ['FR', 'be'] }, ['allow', 'fr', 'be']],
    [{ mode: 'Deny', countries: ['us'] }, ['deny', 'us']],
  ] as const)('%j ↔ %j', (rule, field) => {
    expect(toDailymotionGeoblocking({ ...rule, countries: [...rule.countries] })).toEqual(field);
    expect(fromDailymotionGeoblocking(field)).toEqual({
      mode: rule.mode,
      countries: rule.countries.map((c) => c.toLowerCase()),
    });
  });

  it('reads a missing or empty deny list as everywhere', () => {
    expect(fromDailymotionGeoblocking(null)).toEqual(NO_GEOBLOCKING);
    expect(fromDailymotionGeoblocking(['deny'])).toEqual(NO_GEOBLOCKING);
  });
});

describe('countries', () => {
  it.each([
    ['FR', 'France'],
    ['de', 'Allemagne'],
    ['ZZ', null],
    ['EU', null],
    ['QQ', null],
    ['FRA', null],
  ])('%s → %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it('checks a rule: codes once each in lower case, at least one unless everywhere', () => {
    expect(checkGeoblocking({ mode: 'Allow', countries: ['FR', ' fr', 'BE'] })).toEqual({
      ok: true,
      rule: { mode: 'Allow', countries: ['fr', 'be'] },
    });
    expect(checkGeoblocking({ mode: 'Everywhere', countries: ['fr'] })).toEqual({
      ok: true,
      rule: NO_GEOBLOCKING,
    });
    expect(checkGeoblocking({ mode: 'Deny', countries: ['fr', 'xx'] })).toEqual({
      ok: false,
      error: 'videoCountryInvalid',
      country: 'xx',
    });
    expect(checkGeoblocking({ mode: 'Deny', countries: [] })).toEqual({
      ok: false,
      error: 'videoCountriesRequired',
    });
  });
});
