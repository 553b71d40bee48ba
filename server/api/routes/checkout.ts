/**
 * shoppingManagement4 checkout calls (spec 7.3): configuration and the steps (order method, dates
 * and times, contact and delivery information); the bill, tips, coupon, comment and PayPal option
 * are routes/checkout-extras.ts. The state lives on the cart row in SQLite (a reload loses
 * nothing). Each step validates everything first (schema, then rules) and writes only when all is
 * well; each answers the bill (Billing).
 */
import type {
  Billing,
  CheckoutConfig,
  ContactInfo,
  DeliveryInfo,
  LocalDeliveryConfig,
  OrderMethod,
  PaymentConfig,
  PickupDateRequest,
  SlotRequest,
  UpdateOrderMethodRequest,
} from '../../../types/api';
import { ORDER_METHODS } from '../../../types/checkout';
import { ApiError } from '../http/errors';
import {
  buildCheckoutConfig,
  buildLocalDeliveryConfig,
  buildPaymentConfig,
  checkoutSettings,
  deliverySettings,
  deliveringLocations,
  findLocationByName,
  findPickupLocation,
  findSlot,
  findZone,
  methodEnabled,
  normalizePostCode,
  pickupLocations,
  slotDays,
} from '../models/checkout-config';
import { saveDeliveryAddress, type CheckoutState } from '../models/checkout';
import { S, ctx, currentState, saveState } from './checkout-shared';
import type { RouteModule } from './types';

const P = '/shoppingManagement4';

const invalid = (message: string, field: string) => new ApiError(422, 'VALIDATION', message, field);

/** A new method keeps the slot only when the slot kind stays the same. */
function withMethod(state: CheckoutState, method: OrderMethod): CheckoutState {
  if (state.orderMethod === method) return state;
  // the location means where it is handed over for pickup / eat-in, the delivering store for
  // delivery: it does not carry across that line
  const crossing = method === 'DELIVERY' || state.orderMethod === 'DELIVERY';
  return { ...state, orderMethod: method, slot: undefined, ...(crossing ? { locationId: undefined } : {}) };
}

const contactBody = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone'],
  additionalProperties: false,
  properties: {
    firstName: S.name,
    lastName: S.name,
    email: S.email,
    phone: S.phone,
    tableNumber: { type: 'string', minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9-]+$' },
  },
} as const;

const deliveryBody = {
  type: 'object',
  required: ['firstName', 'lastName', 'phone', 'streetNumberAndNameDetails', 'city', 'province', 'postCode'],
  additionalProperties: false,
  properties: {
    firstName: S.name,
    lastName: S.name,
    phone: S.phone,
    streetNumberAndNameDetails: S.street,
    unit: { type: 'string', maxLength: 20 },
    city: S.city,
    province: S.province,
    postCode: S.postCode,
    instructions: { type: 'string', maxLength: 200 },
  },
} as const;

const slotBody = {
  type: 'object',
  required: ['date', 'time'],
  additionalProperties: false,
  properties: { date: S.date, time: S.time },
} as const;

const checkoutRoutes: RouteModule = (app, { db }) => {
  app.get(`${P}/checkoutConfig`, (req): CheckoutConfig => buildCheckoutConfig(db, ctx(req).locale));
  app.get(`${P}/paymentConfig`, (req): PaymentConfig => buildPaymentConfig(db, ctx(req).locale));
  app.get(`${P}/localDeliveryConfig`, (req): LocalDeliveryConfig => buildLocalDeliveryConfig(db, ctx(req).locale));

  app.post<{ Body: UpdateOrderMethodRequest }>(
    `${P}/updateOrderMethod`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['orderMethod'],
          additionalProperties: false,
          properties: {
            orderMethod: { type: 'string', enum: [...ORDER_METHODS] },
            locationId: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    (req): Billing => {
      const { orderMethod, locationId } = req.body;
      if (!methodEnabled(db, orderMethod)) throw invalid(`${orderMethod} is not offered`, 'orderMethod');
      const state = withMethod(currentState(db, req), orderMethod);
      if (orderMethod !== 'DELIVERY' && locationId !== undefined) {
        const location = findPickupLocation(db, locationId, ctx(req).locale);
        if (!location) throw invalid('Choose one of the stores offered', 'locationId');
        state.locationId = location.id;
      }
      return saveState(db, req, state);
    },
  );

  const pickupDays = () => slotDays(checkoutSettings(db).pickupSlots, checkoutSettings(db).timeZone);
  const deliveryDays = () => slotDays(deliverySettings(db).slots, checkoutSettings(db).timeZone);

  app.post<{ Body: SlotRequest }>(`${P}/orderPickupDateTime`, { schema: { body: slotBody } }, (req): Billing => {
    const state = currentState(db, req);
    if (state.orderMethod !== 'PICKUP') throw invalid('Choose pickup before a pickup time', 'orderMethod');
    const days = pickupDays();
    if (!days.some((d) => d.date === req.body.date))
      throw invalid('Pickup is not possible on this date; choose an offered date', 'date');
    if (!findSlot(days, req.body.date, req.body.time))
      throw invalid('This pickup time is not available; choose an offered time', 'time');
    return saveState(db, req, { ...state, slot: { date: req.body.date, time: req.body.time } });
  });

  app.post<{ Body: PickupDateRequest }>(
    `${P}/orderPickupDate`,
    {
      schema: {
        body: { type: 'object', required: ['date'], additionalProperties: false, properties: { date: S.date } },
      },
    },
    (req): Billing => {
      const state = currentState(db, req);
      if (state.orderMethod !== 'PICKUP') throw invalid('Choose pickup before a pickup date', 'orderMethod');
      if (!pickupDays().some((d) => d.date === req.body.date))
        throw invalid('Pickup is not possible on this date; choose an offered date', 'date');
      return saveState(db, req, { ...state, slot: { date: req.body.date } });
    },
  );

  app.post<{ Body: SlotRequest }>(`${P}/orderDeliveryDateTime`, { schema: { body: slotBody } }, (req): Billing => {
    const state = currentState(db, req);
    if (state.orderMethod !== 'DELIVERY') throw invalid('Choose delivery before a delivery time', 'orderMethod');
    const days = deliveryDays();
    if (!days.some((d) => d.date === req.body.date))
      throw invalid('Delivery is not possible on this date; choose an offered date', 'date');
    if (!findSlot(days, req.body.date, req.body.time))
      throw invalid('This delivery time is not available; choose an offered time', 'time');
    return saveState(db, req, { ...state, slot: { date: req.body.date, time: req.body.time } });
  });

  app.post<{ Body: ContactInfo; Querystring: { localStoreName?: string; methodName: OrderMethod } }>(
    `${P}/orderContactInfo`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['methodName'],
          properties: {
            localStoreName: { type: 'string', maxLength: 200 },
            methodName: { type: 'string', enum: [...ORDER_METHODS] },
          },
        },
        body: contactBody,
      },
    },
    (req): Billing => {
      const { methodName, localStoreName } = req.query;
      if (!methodEnabled(db, methodName)) throw invalid(`${methodName} is not offered`, 'methodName');
      const state = withMethod(currentState(db, req), methodName);
      if (methodName !== 'DELIVERY') {
        if (!localStoreName?.trim()) throw invalid('Choose a store', 'localStoreName');
        const location = findLocationByName(pickupLocations(db, ctx(req).locale), localStoreName);
        if (!location) throw invalid(`Unknown store: ${localStoreName}`, 'localStoreName');
        state.locationId = location.id;
      }
      if (methodName === 'EAT_IN' && !req.body.tableNumber) throw invalid('Enter your table number', 'tableNumber');
      const contact: ContactInfo = {
        firstName: req.body.firstName.trim(),
        lastName: req.body.lastName.trim(),
        email: req.body.email.trim().toLowerCase(),
        phone: req.body.phone.trim(),
        ...(methodName === 'EAT_IN' ? { tableNumber: req.body.tableNumber } : {}),
      };
      return saveState(db, req, { ...state, contact });
    },
  );

  app.post<{ Body: DeliveryInfo; Querystring: { localStoreName?: string; saveToMyProfile?: boolean } }>(
    `${P}/orderDeliverInfo`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            localStoreName: { type: 'string', maxLength: 200 },
            saveToMyProfile: { type: 'boolean', default: false },
          },
        },
        body: deliveryBody,
      },
    },
    (req): Billing => {
      const { locale, userId } = ctx(req);
      if (!methodEnabled(db, 'DELIVERY') || !deliverySettings(db).enabled)
        throw invalid('Delivery is not offered', 'orderMethod');
      const b = req.body;
      const zone = findZone(db, b.province, b.postCode, locale);
      if (!zone) throw invalid(`We do not deliver to ${b.postCode.toUpperCase()} yet`, 'postCode');
      if (req.query.saveToMyProfile && !userId)
        throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to save the address to your profile');
      const pc = normalizePostCode(b.postCode);
      const delivery: DeliveryInfo = {
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        phone: b.phone.trim(),
        streetNumberAndNameDetails: b.streetNumberAndNameDetails.trim(),
        ...(b.unit?.trim() ? { unit: b.unit.trim() } : {}),
        city: b.city.trim(),
        province: b.province,
        postCode: `${pc.slice(0, 3)} ${pc.slice(3)}`,
        ...(b.instructions?.trim() ? { instructions: b.instructions.trim() } : {}),
      };
      // the store the order is delivered from (the shopper's chosen store), kept as the order's location
      const { localStoreName } = req.query;
      const from = localStoreName?.trim() ? findLocationByName(deliveringLocations(db, locale), localStoreName) : null;
      if (from === undefined) throw invalid(`Unknown store: ${localStoreName}`, 'localStoreName');
      const state = withMethod(currentState(db, req), 'DELIVERY');
      return db.transaction(() => {
        if (req.query.saveToMyProfile && userId) saveDeliveryAddress(db, userId, delivery);
        return saveState(db, req, { ...state, delivery, locationId: from?.id });
      })();
    },
  );
};

export default checkoutRoutes;
