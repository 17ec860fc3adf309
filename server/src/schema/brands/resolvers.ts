// brands / brand(key): the catalogue and capability profiles, for any signed-in user.
import { requireUser } from '../../auth/guards';
import { badUserInput } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { allBrands, findBrand } from './brandCatalogue';

const BRAND_KEY = /^[A-Z0-9_-]{1,32}$/;

export const brandsResolvers: Resolvers = {
  Query: {
    brands: (_parent, _args, ctx) => {
      requireUser(ctx);
      return allBrands();
    },
    brand: (_parent, { key }, ctx) => {
      requireUser(ctx);
      if (!BRAND_KEY.test(key)) throw badUserInput({ key: 'Clé de marque invalide' });
      return findBrand(key);
    },
  },
};
