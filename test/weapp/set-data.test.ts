/** harness/set-data.ts: WeChat's setData path keys, as the headless runtime applies them. */
import { applySetData, parsePath, serialisePayload } from './harness/set-data';

test.each([
  ['root', ['root']],
  ['root.cn.[0].v', ['root', 'cn', 0, 'v']],
  ['list[2].name', ['list', 2, 'name']],
  ['a.b[0][1]', ['a', 'b', 0, 1]],
])('parsePath(%s)', (key, steps) => {
  expect(parsePath(key)).toEqual(steps);
});

test('applySetData replaces at each path and makes the containers on the way', () => {
  const data: Record<string, unknown> = { root: { cn: [{ v: 'a' }, { v: 'b' }] } };
  applySetData(data, { 'root.cn.[1].v': 'B', 'root.cn.[2]': { v: 'c' }, 'x.y[1]': 1 });
  expect(data).toEqual({ root: { cn: [{ v: 'a' }, { v: 'B' }, { v: 'c' }] }, x: { y: [undefined, 1] } });
});

test('serialisePayload: JSON size in bytes and the keys WeChat drops as undefined', () => {
  expect(serialisePayload({ a: 'é', b: undefined })).toEqual({ json: '{"a":"é"}', bytes: 10, undefinedKeys: ['b'] });
});
