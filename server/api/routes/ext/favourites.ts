/**
 * Extension `favourites` (types/favourites.ts lists the calls), mounted under
 * /api/istore/client/ext/favourites. Every call but the shared list and the product lookup is
 * the signed-in shopper's own list: no call takes a user id, so no one reads or writes another
 * shopper's favourites. A shared list is read through its unguessable token only.
 */
import {
  MAX_FAVOURITES,
  type FavouriteProducts,
  type FavouritesList,
  type FavouritesShare,
  type MergeFavouritesRequest,
  type Product,
  type SharedFavourites,
} from '../../../../types/api';
import { ApiError } from '../../http/errors';
import {
  countFavourites,
  createShareToken,
  favouriteEntries,
  favouritesData,
  hasFavourite,
  mergeIntoAccount,
  removeFavourite,
  revokeShareToken,
  saveFavourite,
  shareOwner,
  shareToken,
  withProducts,
} from '../../models/favourites';
import { getProduct } from '../../models/products';
import { ctx, requireUser } from '../checkout-shared';
import type { FastifyRequest } from 'fastify';
import type { ExtensionArea, RouteModule } from '../types';

const SIGN_IN = 'Sign in to keep your favourites in your account';
const productIdParam = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const entrySchema = {
  type: 'object',
  required: ['productId', 'savedPrice', 'currencyCode', 'savedAt'],
  additionalProperties: false,
  properties: {
    productId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    savedPrice: { type: 'integer', minimum: 0, maximum: 100000000 },
    currencyCode: { type: 'string', pattern: '^[A-Z]{3}$' },
    savedAt: { type: 'string', format: 'date-time', maxLength: 40 },
  },
} as const;

const favouritesRoutes: RouteModule = (app, { db }) => {
  const list = (req: FastifyRequest, userId: string): FavouritesList => ({
    items: withProducts(db, favouriteEntries(db, userId), ctx(req).locale),
    shareToken: shareToken(db, userId),
  });

  app.get('/', (req): FavouritesList => list(req, requireUser(req, SIGN_IN)));

  app.put<{ Params: { id: number } }>('/items/:id', { schema: { params: productIdParam } }, (req): FavouritesList => {
    const userId = requireUser(req, SIGN_IN);
    const product = getProduct(db, req.params.id, ctx(req).locale);
    if (!product) throw new ApiError(404, 'NOT_FOUND', `No product with id ${req.params.id}`, 'id');
    if (!hasFavourite(db, userId, product.id) && countFavourites(db, userId) >= MAX_FAVOURITES) {
      throw new ApiError(409, 'CONFLICT', `Your favourites are full (${MAX_FAVOURITES}). Remove one first.`);
    }
    saveFavourite(db, userId, product);
    return list(req, userId);
  });

  app.delete<{ Params: { id: number } }>(
    '/items/:id',
    { schema: { params: productIdParam } },
    (req): FavouritesList => {
      const userId = requireUser(req, SIGN_IN);
      removeFavourite(db, userId, req.params.id);
      return list(req, userId);
    },
  );

  app.post<{ Body: MergeFavouritesRequest }>(
    '/merge',
    {
      schema: {
        body: {
          type: 'object',
          required: ['items'],
          additionalProperties: false,
          properties: { items: { type: 'array', maxItems: MAX_FAVOURITES, items: entrySchema } },
        },
      },
    },
    (req): FavouritesList => {
      const userId = requireUser(req, SIGN_IN);
      const now = new Date().toISOString();
      // a save cannot be later than now (a device's clock ahead would put it first forever)
      const device = req.body.items.map((e) => ({
        ...e,
        savedAt: new Date(e.savedAt).toISOString() > now ? now : new Date(e.savedAt).toISOString(),
      }));
      mergeIntoAccount(db, userId, device, ctx(req).locale);
      return list(req, userId);
    },
  );

  app.post('/share', (req): FavouritesShare => ({
    token: createShareToken(db, requireUser(req, SIGN_IN)),
  }));
  app.delete('/share', (req): FavouritesList => {
    const userId = requireUser(req, SIGN_IN);
    revokeShareToken(db, userId);
    return list(req, userId);
  });

  app.get<{ Params: { token: string } }>(
    '/shared/:token',
    {
      schema: {
        params: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 22, maxLength: 22, pattern: '^[A-Za-z0-9_-]+$' } },
        },
      },
    },
    (req): SharedFavourites => {
      const owner = shareOwner(db, req.params.token);
      if (!owner) throw new ApiError(404, 'NOT_FOUND', 'This shared list is not available');
      return {
        ownerName: owner.firstName,
        items: withProducts(db, favouriteEntries(db, owner.userId), ctx(req).locale),
      };
    },
  );

  app.get<{ Querystring: { ids: string } }>(
    '/products',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: { type: 'string', maxLength: MAX_FAVOURITES * 11, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$' },
          },
        },
      },
    },
    (req): FavouriteProducts => {
      const ids = [...new Set(req.query.ids.split(',').map(Number))];
      if (ids.length > MAX_FAVOURITES) {
        throw new ApiError(400, 'VALIDATION', `At most ${MAX_FAVOURITES} products at once`, 'ids');
      }
      const locale = ctx(req).locale;
      return {
        products: ids.flatMap((id): Product[] => (getProduct(db, id, locale) ? [getProduct(db, id, locale)!] : [])),
      };
    },
  );
};

export const favouritesExtension: ExtensionArea = {
  name: 'favourites',
  data: favouritesData,
  routes: [favouritesRoutes],
};
