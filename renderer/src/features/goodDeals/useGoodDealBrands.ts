// The brands a good deal can be written for: the user's, with the brand in effect in the app (the
// URL's `brand`, else the only one) as the form's default (spec 000 §2: menu links carry it).
import { useMemo } from 'react';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSession } from '../../app/session/SessionContext';

export function useGoodDealBrands(fromUrl: string | null) {
  const { user } = useSession();
  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  return {
    brandKeys,
    brandInEffect: effectiveBrand(fromUrl, brandKeys),
    superAdmin: user?.isSuperAdmin === true,
  };
}
