// The brand selector's rules (spec 000 §2): 'Toutes' plus the brands sorted by key, without those
// disabled for Cerise, limited to the brands the user works for; auto-selected when only one.
import { brandLabel, selectableBrands } from '../../../../common/domain/brands';
import type { SessionUser } from '../../../../common/ipc/channels';

export const ALL_BRANDS_LABEL = 'Toutes';

export interface BrandOption {
  /** null stands for 'Toutes'. */
  key: string | null;
  label: string;
}

export function brandsForUser(
  user: Pick<SessionUser, 'allBrands' | 'isSuperAdmin' | 'brandKeys'>,
): string[] {
  const keys = selectableBrands().map((brand) => brand.key);
  if (user.allBrands || user.isSuperAdmin) return keys;
  return keys.filter((key) => user.brandKeys.includes(key));
}

export function brandOptions(brandKeys: readonly string[]): BrandOption[] {
  if (brandKeys.length === 1) return [{ key: brandKeys[0]!, label: brandLabel(brandKeys[0]!) }];
  return [
    { key: null, label: ALL_BRANDS_LABEL },
    ...brandKeys.map((key) => ({ key, label: brandLabel(key) })),
  ];
}

/** The brand in effect: the one in the URL when allowed, the only one when there is just one. */
export function effectiveBrand(
  fromUrl: string | null,
  brandKeys: readonly string[],
): string | null {
  if (brandKeys.length === 1) return brandKeys[0]!;
  return fromUrl !== null && brandKeys.includes(fromUrl) ? fromUrl : null;
}

/** On page-list routes a brand change rewrites the path (spec 000 §2). */
export function pathAfterBrandChange(pathname: string, brand: string | null): string {
  const match = /^(?:\/[^/]+)?\/page\/([^/]+)\/list(?:\/.*)?$/.exec(pathname);
  if (!match) return pathname;
  return brand ? `/${brand}/page/${match[1]}/list` : `/page/${match[1]}/list`;
}

/** Adds, replaces or removes the `brand` query parameter of a search string. */
export function withBrandParam(search: string, brand: string | null): string {
  const params = new URLSearchParams(search);
  if (brand) params.set('brand', brand);
  else params.delete('brand');
  const text = params.toString();
  return text ? `?${text}` : '';
}
