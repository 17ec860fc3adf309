// The framework's context: Apollo client, the signed-in user's super-admin flag and the brand in
// effect (the route's :brandKey, else ?brand=, else the default TEL of spec 001 §2).
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_BRAND, isKnownBrand } from '../../../common/domain/brands';
import { useSession } from '../app/session/SessionContext';
import type { CrudContext } from './crudTypes';

export function brandFrom(param: string | null | undefined): string {
  return param && isKnownBrand(param) ? param : DEFAULT_BRAND;
}

export function useCrudContext(): CrudContext {
  const client = useApolloClient();
  const { user } = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const brand = brandFrom(params.brandKey ?? search.get('brand'));
  const isSuperAdmin = user?.isSuperAdmin ?? false;
  return useMemo(() => ({ client, brand, isSuperAdmin }), [client, brand, isSuperAdmin]);
}
