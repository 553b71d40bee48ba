/**
 * Catalogue API area, stock (spec 7.2: inventoryManagement): how many of a product, or of one of
 * its option combinations, can be bought now.
 */
import { bool, isRecord, list, num, positiveInt, rec, str, strOrNull } from './guards';
import { badResponse, seg, type Http } from './http';

export interface InventoryItemModel {
  optionPair: string;
  options: Record<string, string>;
  available: boolean;
  quantity: number;
}

export interface InventoryModel {
  productId: number;
  optionPair: string | null;
  available: boolean;
  quantity: number;
  items: InventoryItemModel[];
}

export function normalizeInventory(v: unknown, productId: number): InventoryModel {
  if (!isRecord(v)) throw badResponse();
  const items = list(v.items, (x) => {
    const r = rec(x);
    const optionPair = str(r.optionPair);
    if (optionPair === undefined) return null;
    const quantity = Math.max(0, Math.floor(num(r.quantity, 0)));
    const options: Record<string, string> = {};
    for (const [k, val] of Object.entries(rec(r.options))) if (typeof val === 'string') options[k] = val;
    return { optionPair, options, quantity, available: bool(r.available, quantity > 0) && quantity > 0 };
  });
  const quantity = Math.max(
    0,
    Math.floor(
      num(
        v.quantity,
        items.reduce((n, i) => n + i.quantity, 0),
      ),
    ),
  );
  return {
    productId: positiveInt(v.productId) ?? productId,
    optionPair: strOrNull(v.optionPair),
    available: bool(v.available, quantity > 0) && quantity > 0,
    quantity,
    items,
  };
}

export function createInventoryApi(http: Http) {
  return {
    /** GET inventoryManagement/inventoryByProductAndOptions/{id}[?optionPair=size:M|colour:Red]. */
    async inventory(productId: number, optionPair?: string): Promise<InventoryModel> {
      const raw = await http.get<unknown>(`inventoryManagement/inventoryByProductAndOptions/${seg(productId)}`, {
        query: { optionPair: optionPair ? optionPair : undefined },
      });
      return normalizeInventory(raw, productId);
    },
  };
}
