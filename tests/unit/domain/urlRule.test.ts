// The one link rule (common/domain/validation/linkRule.ts), by kind, and the fields that use it.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { validateCard } from '../../../common/domain/validation/card';
import { validateGoodDeal } from '../../../common/domain/validation/goodDeal';
import { orphanHeadErrors } from '../../../common/domain/validation/orphanPage';
import { validateSection } from '../../../common/domain/validation/page';
import { isAllowedUrl, urlError, type UrlKind } from '../../../common/domain/validation/linkRule';
import { safeHref, safeImageSrc } from '../../../common/richtext/safeUrl';
import { isAllowedExternalUrl } from '../../../main/app/Backoffice';
import { cardErrors, emptyCardForm } from '../../../renderer/src/features/cards/cardForm';
import {
  EMPTY_ORPHAN_FORM,
  orphanPageErrors,
} from '../../../renderer/src/features/orphanPages/orphanPageEditorAdapter';

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u0000:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'file:///etc/passwd',
  'app://backoffice/index.html',
  'ms-msdt:/id',
  '//evil.example/x',
  'https://exa mple.fr',
  'https://exemple.fr/\u0085',
  '',
  '   ',
];

describe('the link rule', () => {
  const KINDS: UrlKind[] = ['web', 'http', 'link', 'external'];
  it.each(HOSTILE)('refuses %j for every kind', (raw) => {
    for (const kind of KINDS)
      expect({ kind, ok: isAllowedUrl(raw, kind) }).toEqual({ kind, ok: false });
  });

  it.each<[string, Record<UrlKind, boolean>]>([
    [
      'https://www.exemple.fr/article?id=1#haut',
      { web: true, http: true, link: true, external: true },
    ],
    ['http://exemple.fr', { web: true, http: true, link: true, external: true }],
    ['  https://exemple.fr/  ', { web: true, http: true, link: true, external: true }],
    ['https://[2001:db8::1]/x', { web: true, http: true, link: true, external: true }],
    ['https://localhost/x', { web: false, http: true, link: true, external: true }],
    ['https://exemple.fr@evil.example/', { web: false, http: true, link: true, external: true }],
    ['mailto:redaction@exemple.fr', { web: false, http: false, link: true, external: true }],
    ['mailto:personne', { web: false, http: false, link: false, external: false }],
    ['chrome://settings', { web: false, http: false, link: true, external: false }],
    ['ftp://exemple.fr/a', { web: false, http: false, link: false, external: false }],
    ['exemple.fr', { web: false, http: false, link: false, external: false }],
    ['https://', { web: false, http: false, link: false, external: false }],
  ])('%j', (raw, expected) => {
    for (const kind of KINDS)
      expect({ kind, ok: isAllowedUrl(raw, kind) }).toEqual({ kind, ok: expected[kind] });
  });

  it('says so in French, leaving an empty value to the required rule', () => {
    expect(urlError('data:text/html,x')).toBe(MESSAGES.urlInvalid);
    expect(urlError('java\tscript:alert(1)')).toBe(MESSAGES.urlInvalid);
    expect(urlError('https://exemple.fr')).toBeNull();
    expect(urlError('')).toBeNull();
    expect(urlError(null)).toBeNull();
  });
});

describe('every field that takes a link asks the rule', () => {
  const card = { title: 'T', label: 'L', status: 'Published', brandKey: 'TEL' };
  it.each(HOSTILE.filter((raw) => raw.trim() !== ''))('%j', (raw) => {
    expect(validateCard({ ...card, url: raw }).url).toBe(MESSAGES.urlInvalid);
    expect(validateSection({ type: 'Url', title: 'Lien', url: raw } as never)).toBe(
      MESSAGES.sectionUrlInvalid,
    );
    expect(validateGoodDeal({ productUrl: raw } as never).productUrl).toBe(
      MESSAGES.sectionUrlInvalid,
    );
    expect(safeHref(raw)).toBe('');
    expect(safeImageSrc(raw)).toBe('');
    expect(isAllowedExternalUrl(raw)).toBe(false);
  });

  it('a card with a good address, or none, has no url error but the required one', () => {
    expect(validateCard({ ...card, url: 'https://www.exemple.fr/a' }).url).toBeUndefined();
    expect(validateCard({ ...card, url: ' ' }).url).toBe('Le champ Url est obligatoire');
  });
});

describe('the screens check the same rules before a save', () => {
  it('the card form shows the link message under « Url »', () => {
    const values = { ...emptyCardForm('Published'), title: 'Météo', label: 'Home droite' };
    expect(cardErrors({ ...values, url: 'vbscript:msgbox(1)' }, 'TEL').url).toBe(
      MESSAGES.urlInvalid,
    );
    expect(cardErrors({ ...values, url: 'https://www.exemple.fr' }, 'TEL').url).toBeUndefined();
  });

  it('the orphan page form refuses markup in a meta or the title, in French', () => {
    const form = { ...EMPTY_ORPHAN_FORM, uri: '/regles' };
    expect(orphanPageErrors({ ...form, metas: ['robots: noindex', '"><script>'] }, 'TEL')).toEqual({
      metas: MESSAGES.plainTextMarkup,
    });
    expect(orphanPageErrors({ ...form, title: 'a <b>' }, 'TEL')).toEqual({
      title: MESSAGES.plainTextMarkup,
    });
    expect(
      orphanPageErrors({ ...form, metas: ['robots: noindex'], title: 'Règles' }, 'TEL'),
    ).toBeNull();
  });
});

describe('an orphan page head without metas', () => {
  it('checks the title alone', () => {
    expect(orphanHeadErrors({ title: 'Règles' })).toEqual({});
    expect(orphanHeadErrors({ title: 'a <b>', metas: null })).toEqual({
      title: MESSAGES.plainTextMarkup,
    });
  });
});
