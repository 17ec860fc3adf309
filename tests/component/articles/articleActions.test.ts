// The action menu's visibility rules (spec 000 §2 "Actions") per brand, status and type, and the
// entries whose screen does not exist yet: shown disabled with a reason, never a dead click.
import { describe, expect, it } from 'vitest';
import { brandProfile } from '../../../common/domain/brands';
import type { ArticleFormat, ArticleStatus } from '../../../common/domain/statuses';
import {
  NOT_AVAILABLE_YET,
  NO_PUBLIC_URL,
  NO_VIDEO_YET,
  articleActions,
} from '../../../renderer/src/features/articles/articleActionsModel';

function labels(
  format: ArticleFormat,
  status: ArticleStatus,
  brandKey = 'CAP',
  extra: { hasHistory?: boolean; publicUrl?: string | null; screens?: string[] } = {},
) {
  return articleActions({
    format,
    status,
    profile: brandProfile(brandKey),
    saved: true,
    hasHistory: extra.hasHistory ?? true,
    publicUrl: extra.publicUrl === undefined ? 'https://www.example.fr/a.html' : extra.publicUrl,
    screenExists: (path) => (extra.screens ?? []).includes(path),
  });
}
const names = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('article action menu', () => {
  it('a published rich article of a brand with push and NL Flash shows every article entry', () => {
    expect(brandProfile('CAP').enableNLFlash).toBe(true);
    expect(names(labels('Rich', 'Published'))).toEqual([
      'Visualiser',
      'Push',
      'NL Flash',
      'Historique',
      'Correction',
      'Duplication web',
      'Duplication print',
      'Live',
      'Diagnostic',
    ]);
  });

  it('a draft shows neither Visualiser, Push, NL Flash, Duplication print nor Diagnostic', () => {
    expect(names(labels('Rich', 'Draft'))).toEqual([
      'Historique',
      'Correction',
      'Duplication web',
      'Live',
    ]);
  });

  it('a scheduled article can be previewed but has no NL Flash nor Diagnostic', () => {
    const entries = names(labels('Rich', 'Scheduled'));
    expect(entries).toContain('Visualiser');
    expect(entries).not.toContain('NL Flash');
    expect(entries).not.toContain('Diagnostic');
  });

  it('Historique only when history exists', () => {
    expect(names(labels('Rich', 'Draft', 'CAP', { hasHistory: false }))).not.toContain(
      'Historique',
    );
  });

  it('videos get only Localisation and Historique', () => {
    expect(names(labels('Video', 'Published'))).toEqual(['Localisation', 'Historique']);
    expect(names(labels('Video', 'Draft', 'CAP', { hasHistory: false }))).toEqual(['Localisation']);
  });

  it('a brand without push platforms nor editorial alerts has no Push; without NL Flash no NL Flash', () => {
    const profile = brandProfile('BONE');
    expect(profile.pushPlatforms).toHaveLength(0);
    expect(profile.editorialAlertAllowed).toBe(false);
    const entries = names(labels('Rich', 'Published', 'BONE'));
    expect(entries).not.toContain('Push');
    expect(entries).not.toContain('NL Flash');
  });

  it('entries whose screen does not exist yet are disabled with a reason; they open once it exists', () => {
    const entries = labels('Rich', 'Published');
    const byLabel = new Map(entries.map((entry) => [entry.label, entry.unavailable]));
    expect(byLabel.get('Historique')).toBeUndefined();
    expect(byLabel.get('Duplication web')).toBeUndefined();
    expect(byLabel.get('Visualiser')).toBeUndefined();
    // NL Flash is a dialog of the editor (issue 20), not a screen: always usable when shown.
    expect(byLabel.get('NL Flash')).toBeUndefined();
    // Correction too (issue 33): the editor's full-screen dialog.
    expect(byLabel.get('Correction')).toBeUndefined();
    // Duplication print too (issue 36): a dialog of the editor.
    expect(byLabel.get('Duplication print')).toBeUndefined();
    for (const label of ['Push', 'Live', 'Diagnostic'])
      expect(byLabel.get(label)).toBe(NOT_AVAILABLE_YET);
    const withLive = labels('Rich', 'Published', 'CAP', {
      screens: ['/:brandKey/:articleType/live/:id?'],
    });
    expect(withLive.find((entry) => entry.label === 'Live')?.unavailable).toBeUndefined();
  });

  it('Diagnostic opens its window (issue 37), and says why without a public address', () => {
    const screens = ['/:brandKey/article/diagnostic/:id'];
    const diagnostic = (publicUrl: string | null) =>
      labels('Rich', 'Published', 'CAP', { screens, publicUrl }).find(
        (entry) => entry.label === 'Diagnostic',
      )?.unavailable;
    expect(diagnostic('https://www.capital.fr/a')).toBeUndefined();
    expect(diagnostic(null)).toBe(NO_PUBLIC_URL);
  });

  it('Localisation opens only for a video whose file is hosted (issue 32)', () => {
    const localisation = (hasVideo: boolean) =>
      articleActions({
        format: 'Video',
        status: 'Ready',
        profile: brandProfile('TEL'),
        saved: true,
        hasHistory: false,
        publicUrl: null,
        hasVideo,
        screenExists: () => false,
      }).find((entry) => entry.label === 'Localisation');
    expect(localisation(false)?.unavailable).toBe(NO_VIDEO_YET);
    expect(localisation(true)?.unavailable).toBeUndefined();
  });

  it('Visualiser without a public address says why', () => {
    const entries = labels('Rich', 'Published', 'CAP', { publicUrl: null });
    expect(entries.find((entry) => entry.label === 'Visualiser')?.unavailable).toBe(NO_PUBLIC_URL);
  });

  it('a new article has no actions', () => {
    expect(
      articleActions({
        format: 'Rich',
        status: 'Draft',
        profile: brandProfile('CAP'),
        saved: false,
        hasHistory: false,
        publicUrl: null,
        screenExists: () => true,
      }),
    ).toEqual([]);
  });
});
