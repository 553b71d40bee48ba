/**
 * checkoutSteps: where the bill's `missing` puts the shopper (the first step the server still
 * misses) and which steps are done.
 */
import { stepDone, stepFor, type StepId } from '@/stores/checkoutSteps';

it.each([
  [['orderMethod'], 'method'],
  [['cart', 'timeSlot', 'contact'], 'method'],
  [['contact'], 'contact'],
  [['delivery'], 'contact'],
  [[], 'extras'],
])('stepFor(%j) -> %s', (missing, step) => expect(stepFor(missing)).toBe(step));

it.each<[string[], StepId, boolean]>([
  [['location'], 'method', false],
  [['location'], 'contact', false],
  [['tableNumber'], 'method', true],
  [['tableNumber'], 'contact', false],
  [['cart'], 'contact', true],
  [['cart'], 'extras', false],
  [[], 'extras', true],
])('stepDone(%j, %s) -> %s', (missing, step, done) => expect(stepDone(missing, step)).toBe(done));
