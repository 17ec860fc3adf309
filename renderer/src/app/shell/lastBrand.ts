// The last brand chosen in the selector, kept in main's settings file (`preferences` channels):
// the app opens on it again when the address names no brand.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { backoffice } from '../../bridge/backoffice';
import { withBrandParam } from './brandChoice';

/** Once per app start: a brand named by the address (a link, a reload) is never overridden. */
let restored = false;

export function rememberBrand(brand: string | null): void {
  void Promise.resolve()
    .then(() => backoffice().preferences.set({ lastBrand: brand }))
    .catch(() => {});
}

/** Puts the remembered brand in the address at the first shell render, when it names none. */
export function useRestoreLastBrand(brandKeys: readonly string[], urlNamesBrand: boolean): void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (restored || brandKeys.length < 2) return;
    restored = true;
    if (urlNamesBrand) return;
    void Promise.resolve()
      .then(() => backoffice().preferences.get())
      .then(({ lastBrand }) => {
        if (lastBrand && brandKeys.includes(lastBrand))
          navigate(
            { search: withBrandParam(searchParams.toString(), lastBrand) },
            { replace: true },
          );
      })
      .catch(() => {});
    // Only the first render with the user's brands counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandKeys.length]);
}

/** Tests start each app afresh. */
export function resetLastBrandForTests(): void {
  restored = false;
}
