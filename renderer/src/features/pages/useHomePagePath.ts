// The side menu's 'Home page' entry (000 §1): shown when the chosen brand has a level-2
// category, opening the page list at level 2 (the children of the brand's level-1 page).
import { useQuery } from '@apollo/client/react';
import { HomePageCategoryDocument } from '../../graphql/generated/graphql';
import { listPath } from './pageRoutes';

export function useHomePagePath(brand: string | null): string | null {
  const { data } = useQuery(HomePageCategoryDocument, {
    variables: { brandKey: brand ?? '' },
    skip: !brand,
    fetchPolicy: 'cache-first',
  });
  const first = data?.categories[0];
  if (!brand || !first) return null;
  return listPath(brand, 'Category', first.parent ? [first.parent.id] : []);
}
