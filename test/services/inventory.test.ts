/** Stock as the app reads it (services/inventory.ts). */
import { normalizeInventory } from '@/services/inventory';

describe('normalizeInventory', () => {
  test('inventory: quantities clamped, malformed items dropped, totals derived', () => {
    const inv = normalizeInventory(
      {
        productId: 1,
        optionPair: 'size:Small',
        items: [
          {
            optionPair: 'size:Small|colour:Celadon',
            options: { size: 'Small', colour: 'Celadon' },
            quantity: 12,
            available: true,
          },
          {
            optionPair: 'size:Small|colour:White',
            options: { size: 'Small', colour: 'White', n: 3 },
            quantity: -2,
            available: true,
          },
          { options: {} },
        ],
      },
      1,
    );
    expect(inv).toEqual({
      productId: 1,
      optionPair: 'size:Small',
      available: true,
      quantity: 12,
      items: [
        {
          optionPair: 'size:Small|colour:Celadon',
          options: { size: 'Small', colour: 'Celadon' },
          quantity: 12,
          available: true,
        },
        {
          optionPair: 'size:Small|colour:White',
          options: { size: 'Small', colour: 'White' },
          quantity: 0,
          available: false,
        },
      ],
    });
    expect(() => normalizeInventory('nope', 1)).toThrow(expect.objectContaining({ code: 'BAD_RESPONSE' }));
  });
});
