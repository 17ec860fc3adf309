// The shell's rules read like spec 000 §1–§2: menu order and links, brand selector options,
// auto-selection, page-list rewriting, route table.
import { describe, expect, it } from 'vitest';
import { selectableBrands } from '../../../common/domain/brands';
import { HOME_PATH, paramsSatisfy, ROUTES } from '../../../renderer/src/app/routeTable';
import {
  ALL_BRANDS_LABEL,
  brandOptions,
  brandsForUser,
  effectiveBrand,
  pathAfterBrandChange,
  withBrandParam,
} from '../../../renderer/src/app/shell/brandChoice';
import {
  menuEntries,
  NEEDS_BRAND_REASON,
  NOT_CONFIGURED_REASON,
} from '../../../renderer/src/app/shell/menuEntries';
import { documentTitle, SECTION_LOOKS } from '../../../renderer/src/app/shell/sectionLook';

const noApps = { recipe: null, newsletter: null, people: null };

describe('side menu', () => {
  it('lists the sections of spec 000 §1 in order', () => {
    expect(
      menuEntries({ brand: null, hasHomePage: false, externalApps: noApps }).map((e) => e.label),
    ).toEqual([
      'Article',
      'Diaporama',
      'Vidéo',
      'Recette',
      'Page',
      'Orpheline',
      'Encart',
      'Push',
      'Newsletter',
      'People',
      'Auteurs',
      'Tags',
      'Dashboard',
    ]);
  });

  it.each([
    [null, 'Article', '/article/list'],
    ['TEL', 'Article', '/article/list?brand=TEL'],
    [null, 'Page', '/page/category/list'],
    ['CAC', 'Page', '/CAC/page/category/list?brand=CAC'],
    ['CAC', 'Encart', '/CAC/card/list?brand=CAC'],
    [null, 'Orpheline', '/orphanpage'],
    ['FAC', 'Dashboard', '/dashboard?brand=FAC'],
  ])('brand %s: %s → %s', (brand, label, to) => {
    const entry = menuEntries({ brand, hasHomePage: false, externalApps: noApps }).find(
      (e) => e.label === label,
    );
    expect(entry).toMatchObject({ kind: 'route', to, disabled: false });
  });

  it('disables the entries needing a brand until one is chosen', () => {
    const withoutBrand = menuEntries({ brand: null, hasHomePage: true, externalApps: noApps });
    expect(
      withoutBrand
        .filter((e) => e.kind === 'route' && e.disabled)
        .map((e) => [e.label, 'reason' in e ? e.reason : '']),
    ).toEqual([
      ['Encart', NEEDS_BRAND_REASON],
      ['Home page', NEEDS_BRAND_REASON],
    ]);
  });

  it('shows Home page only when the brand has a level-2 category', () => {
    expect(
      menuEntries({ brand: 'TEL', hasHomePage: false, externalApps: noApps }).some(
        (e) => e.label === 'Home page',
      ),
    ).toBe(false);
    expect(
      menuEntries({ brand: 'TEL', hasHomePage: true, externalApps: noApps }).at(-1),
    ).toMatchObject({ label: 'Home page', disabled: false });
  });

  it('opens configured external apps and disables the others', () => {
    const entries = menuEntries({
      brand: 'TEL',
      hasHomePage: false,
      externalApps: { ...noApps, recipe: 'https://recettes.example.fr' },
    });
    expect(entries.find((e) => e.label === 'Recette')).toMatchObject({
      kind: 'external',
      url: 'https://recettes.example.fr',
      disabled: false,
    });
    expect(entries.find((e) => e.label === 'People')).toMatchObject({
      kind: 'external',
      disabled: true,
      reason: NOT_CONFIGURED_REASON,
    });
  });
});

describe('brand selector', () => {
  const all = selectableBrands().map((b) => b.key);

  it("offers 'Toutes' then the selectable brands sorted by key", () => {
    const options = brandOptions(
      brandsForUser({ allBrands: true, isSuperAdmin: false, brandKeys: [] }),
    );
    expect(options[0]).toEqual({ key: null, label: ALL_BRANDS_LABEL });
    expect(options.slice(1).map((o) => o.key)).toEqual([...all].sort());
  });

  it('labels each brand with its name and key, or its key alone when no name is known', () => {
    const options = brandOptions(['CAP', 'TEL', 'BONE']);
    expect(options.map((o) => o.label)).toEqual([
      ALL_BRANDS_LABEL,
      'Capital (CAP)',
      'Télé-Loisirs (TEL)',
      'BONE',
    ]);
  });

  it('excludes brands disabled for Cerise and brands the user does not work for', () => {
    const disabled = ['BONE', ...all].find((key) => !all.includes(key));
    expect(
      brandsForUser({
        allBrands: false,
        isSuperAdmin: false,
        brandKeys: ['TEL', 'CAC', 'NOPE', ...(disabled ? [disabled] : [])],
      }),
    ).toEqual(['CAC', 'TEL']);
  });

  it('auto-selects the only brand', () => {
    expect(brandOptions(['TEL'])).toEqual([{ key: 'TEL', label: 'Télé-Loisirs (TEL)' }]);
    expect(effectiveBrand(null, ['TEL'])).toBe('TEL');
  });

  it.each([
    ['TEL', ['TEL', 'CAC'], 'TEL'],
    ['XYZ', ['TEL', 'CAC'], null],
    [null, ['TEL', 'CAC'], null],
  ] as const)('brand param %s among %j → %s', (param, keys, expected) => {
    expect(effectiveBrand(param, keys)).toBe(expected);
  });

  it.each([
    ['/page/category/list', 'CAC', '/CAC/page/category/list'],
    ['/TEL/page/event/list/a/b', 'CAC', '/CAC/page/event/list'],
    ['/TEL/page/guide/list', null, '/page/guide/list'],
    ['/article/list', 'CAC', '/article/list'],
    ['/TEL/page/category/edit/x', 'CAC', '/TEL/page/category/edit/x'],
  ])('page-list path %s with %s → %s', (path, brand, expected) => {
    expect(pathAfterBrandChange(path, brand)).toBe(expected);
  });

  it('sets and clears the brand query parameter, keeping the others', () => {
    expect(withBrandParam('?status=Published', 'TEL')).toBe('?status=Published&brand=TEL');
    expect(withBrandParam('?brand=TEL&status=Published', null)).toBe('?status=Published');
    expect(withBrandParam('', null)).toBe('');
  });
});

describe('route table', () => {
  it('declares each path once and lands unknown paths on the article list', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(HOME_PATH).toBe('/article/list');
  });

  it('limits :articleType to article or video', () => {
    const edit = ROUTES.find((r) => r.path.startsWith('/:brandKey/:articleType/edit'))!;
    expect(paramsSatisfy(edit, { brandKey: 'TEL', articleType: 'video' })).toBe(true);
    expect(paramsSatisfy(edit, { brandKey: 'TEL', articleType: 'recette' })).toBe(false);
  });

  it('gives every section its own title, favicon and colour', () => {
    const looks = Object.values(SECTION_LOOKS);
    expect(new Set(looks.map((l) => l.favicon)).size).toBe(4);
    expect(new Set(looks.map((l) => l.themeColor)).size).toBe(4);
    expect(documentTitle('Diaporamas', 'slideshow')).toBe(
      'Diaporamas · Diaporama — Back-office éditorial',
    );
  });
});
