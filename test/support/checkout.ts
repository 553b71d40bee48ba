/** Wire fixtures of the cart, bill and order (types/checkout.ts shapes) for the checkout tests. */

export function cartLineWire(lineId: string, patch: Record<string, unknown> = {}) {
  return {
    lineId,
    productId: Number(lineId),
    name: `Product ${lineId}`,
    nameContent: { en: `Product ${lineId}` },
    imageURL: `/media/${lineId}.jpg`,
    optionPair: '',
    quantity: 1,
    unitPrice: 1000,
    lineTotal: 1000,
    maxQuantity: 20,
    available: true,
    ...patch,
  };
}

const LINES = [
  cartLineWire('11', { name: 'Tea', optionPair: 'size:M|colour:Red', quantity: 2, unitPrice: 1299, lineTotal: 2598 }),
  cartLineWire('12', { name: 'Cup', quantity: 1, unitPrice: 850, lineTotal: 850 }),
];

const TOTALS = {
  currency: 'CAD',
  subtotal: 3448,
  discount: 0,
  deliveryFee: 0,
  tax: 172,
  tips: 0,
  storeCredit: 0,
  total: 3620,
};

export function cartWire(lines = LINES, totals: Partial<typeof TOTALS> = {}) {
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  return {
    ...TOTALS,
    subtotal: lines === LINES ? TOTALS.subtotal : subtotal,
    total: lines === LINES ? TOTALS.total : subtotal,
    tax: lines === LINES ? TOTALS.tax : 0,
    ...totals,
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    lineItems: Object.fromEntries(lines.map((l) => [l.lineId, l])),
    coupon: null,
  };
}

export function billingWire(patch: Record<string, unknown> = {}) {
  return {
    ...TOTALS,
    orderMethod: 'PICKUP',
    location: { id: 'l1', localStoreName: 'Downtown', display: true, virtual: false, address: { city: 'Toronto' } },
    timeSlot: { date: '2026-11-23', time: '10:00', end: '10:30' },
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '416 555 0123' },
    delivery: null,
    deliveryZone: null,
    coupon: null,
    tipsPercent: null,
    customerComment: '',
    payAtStore: false,
    itemCount: 3,
    lineItems: LINES,
    missing: [],
    savedDeliveryAddress: null,
    ...patch,
  };
}

export function orderWire(patch: Record<string, unknown> = {}) {
  return {
    ...TOTALS,
    orderID: '100001',
    status: 'INTERIM',
    paymentStatus: 'NOT_PAID',
    paymentChannel: null,
    paymentMethod: null,
    customerID: null,
    orderMethod: 'PICKUP',
    location: null,
    timeSlot: { date: '2026-11-23', time: '10:00', end: '10:30' },
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '416 555 0123' },
    delivery: null,
    billingAddress: null,
    couponCode: null,
    customerComment: '',
    comments: [],
    itemCount: 3,
    lineItems: [
      {
        productId: 11,
        name: 'Tea',
        nameContent: {},
        imageURL: null,
        optionPair: 'size:M',
        quantity: 2,
        unitPrice: 1299,
        lineTotal: 2598,
      },
    ],
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    paidAt: null,
    ...patch,
  };
}
