/**
 * The address book (spec 7.1) and the places it can name:
 * - GET admin/userManagement/getAddresses/{userId}/type/{DELIVERY|BILLING}
 * - POST admin/userManagement/updateAddresses/{userId}/{DELIVERY|BILLING} (UpdateAddressesRequest)
 * - GET common3/supportedCountries; GET common3/provinces/{country}
 * - POST common3/deliveryLocations: whether an address is inside a delivery zone.
 * The user id in the path must be the signed-in shopper's: another's is 403 and changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type {
  Address,
  AddressType,
  Country,
  DeliveryLocationRequest,
  DeliveryLocationResponse,
  Province,
  UpdateAddressesRequest,
} from '../../../types/api';
import { ApiError, notFound } from '../http/errors';
import {
  deleteAddress,
  listAddresses,
  MAX_ADDRESSES,
  saveAddress,
  setDefaultAddress,
  type Change,
} from '../models/addresses';
import { findZone } from '../models/checkout-config';
import { isProvinceOf, provincesOf, supportedCountries } from '../models/regions';
import { S } from './checkout-shared';
import { signedInUser } from './password';
import { requestLocale, type RouteModule } from './types';

const UM = '/admin/userManagement';
const typeParam = { type: 'string', enum: ['DELIVERY', 'BILLING'] } as const;
const userIdParam = { type: 'string', minLength: 1, maxLength: 64 } as const;
const country = { type: 'string', pattern: '^[A-Z]{2}$' } as const;

const addressSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'phone', 'streetNumberAndNameDetails', 'city', 'province', 'postCode', 'country'],
  additionalProperties: false,
  properties: {
    firstName: S.name,
    lastName: S.name,
    phone: S.phone,
    streetNumberAndNameDetails: S.street,
    unit: { type: 'string', maxLength: 20 },
    city: S.city,
    province: { type: 'string', minLength: 2, maxLength: 3, pattern: '^[A-Z]{2,3}$' },
    postCode: S.postCode,
    country,
    isDefault: { type: 'boolean' },
  },
} as const;

/** The path's user id must be the session's; answers it. */
function ownUser(req: FastifyRequest, pathUserId: string): string {
  const userId = signedInUser(req);
  if (pathUserId !== userId) throw new ApiError(403, 'FORBIDDEN', 'You can only see and change your own addresses');
  return userId;
}

function check(change: Change): void {
  if (change.ok) return;
  if (change.reason === 'full')
    throw new ApiError(409, 'CONFLICT', `Your address book is full (${MAX_ADDRESSES} addresses). Delete one first.`);
  throw notFound('No such address in your address book');
}

const addressRoutes: RouteModule = (app, { db }) => {
  app.get<{ Params: { id: string; type: AddressType } }>(
    `${UM}/getAddresses/:id/type/:type`,
    {
      schema: {
        params: { type: 'object', required: ['id', 'type'], properties: { id: userIdParam, type: typeParam } },
      },
    },
    (req): Address[] => listAddresses(db, ownUser(req, req.params.id), req.params.type),
  );

  app.post<{ Params: { a: string; b: AddressType }; Body: UpdateAddressesRequest }>(
    `${UM}/updateAddresses/:a/:b`,
    {
      schema: {
        params: { type: 'object', required: ['a', 'b'], properties: { a: userIdParam, b: typeParam } },
        body: {
          type: 'object',
          required: ['action'],
          additionalProperties: false,
          properties: {
            action: { type: 'string', enum: ['upsert', 'delete', 'default'] },
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            address: addressSchema,
          },
        },
      },
    },
    (req): Address[] => {
      const userId = ownUser(req, req.params.a);
      const type = req.params.b;
      const body = req.body;
      if (body.action === 'upsert') {
        if (!body.address) throw new ApiError(400, 'VALIDATION', 'Address is required', 'address');
        const a = body.address;
        if (!provincesOf(a.country, 'en'))
          throw new ApiError(400, 'VALIDATION', 'We do not take addresses in this country', 'country');
        if (!isProvinceOf(a.country, a.province))
          throw new ApiError(400, 'VALIDATION', 'Choose a province of this country', 'province');
        check(saveAddress(db, userId, type, { ...a, unit: a.unit ?? '' }, body.id));
      } else {
        if (body.id === undefined) throw new ApiError(400, 'VALIDATION', 'Id is required', 'id');
        check(
          body.action === 'delete'
            ? deleteAddress(db, userId, type, body.id)
            : setDefaultAddress(db, userId, type, body.id),
        );
      }
      return listAddresses(db, userId, type);
    },
  );

  app.get('/common3/supportedCountries', (req): Country[] => supportedCountries(requestLocale(req)));

  app.get<{ Params: { country: string } }>(
    '/common3/provinces/:country',
    {
      schema: {
        params: { type: 'object', required: ['country'], properties: { country: { type: 'string', maxLength: 8 } } },
      },
    },
    (req): Province[] => {
      const list = provincesOf(req.params.country.toUpperCase(), requestLocale(req));
      if (!list) throw notFound(`We do not take addresses in ${req.params.country}`);
      return list;
    },
  );

  app.post<{ Body: DeliveryLocationRequest }>(
    '/common3/deliveryLocations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['country', 'province', 'postCode'],
          additionalProperties: false,
          properties: {
            country,
            province: { type: 'string', maxLength: 3 },
            postCode: { type: 'string', maxLength: 12 },
          },
        },
      },
    },
    (req): DeliveryLocationResponse => {
      const { country: c, province, postCode } = req.body;
      const zone = c === 'CA' ? findZone(db, province, postCode, requestLocale(req)) : undefined;
      return { deliverable: !!zone, zoneName: zone?.name ?? null };
    },
  );
};

export default addressRoutes;
