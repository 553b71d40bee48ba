import { buyBarAction, isPhoneWidth, type BuyBarAction } from '@/domain/buyBar';
import type { StockKind } from '@/domain/alerts';
import { BREAKPOINT_SM } from '@/domain/constants';

describe("buyBarAction: the sticky bar adds only what the page's Add to cart would", () => {
  test.each<[string, StockKind, boolean, boolean, boolean, BuyBarAction]>([
    // name, stock, complete, adding, alerts offered, action
    ['in stock, every option chosen: adds', 'in-stock', true, false, true, 'add'],
    ['in stock, no options (complete): adds', 'in-stock', true, false, false, 'add'],
    ['an add under way: waits (no second add)', 'in-stock', true, true, true, 'wait'],
    ['stock being checked: waits', 'loading', true, false, true, 'wait'],
    ['options to choose: shows the options', 'choose', false, false, true, 'choose'],
    ['incomplete but a stock answer in: still choose', 'in-stock', false, false, true, 'choose'],
    ['out of stock with alerts: Notify me', 'out-of-stock', true, false, true, 'notify'],
    ['out of stock before choosing, with alerts: Notify me', 'out-of-stock', false, false, true, 'notify'],
    ['out of stock without alerts: nothing to add', 'out-of-stock', true, false, false, 'sold-out'],
    ['stock unknown (the check failed): shows Try again', 'unknown', true, false, true, 'check'],
    ['stock unknown, options open: choose', 'unknown', false, false, true, 'choose'],
  ])('%s', (_name, stock, complete, adding, alertsOffered, expected) => {
    expect(buyBarAction({ stock, complete, adding, alertsOffered })).toBe(expected);
  });
});

describe('isPhoneWidth: below the small breakpoint', () => {
  test.each<[number, boolean]>([
    [320, true],
    [390, true],
    [575, true],
    [576, false],
    [768, false],
    [1366, false],
  ])('%i px: %s', (width, phone) => {
    expect(isPhoneWidth(width, BREAKPOINT_SM)).toBe(phone);
  });
});
