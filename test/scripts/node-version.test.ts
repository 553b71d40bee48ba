/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { enginesNode, satisfies } from '../../scripts/node-version';

const RANGE = '^20.19.0 || ^22.13.0 || >=24';

test.each([
  ['v20.20.2', true],
  ['v20.19.0', true],
  ['v20.18.3', false],
  ['v18.20.0', false],
  ['v21.7.0', false],
  ['v22.12.0', false],
  ['v22.13.1', true],
  ['v23.1.0', false],
  ['v24.0.0', true],
  ['v26.1.0', true],
])('Node %s is supported: %s', (version, ok) => {
  expect(satisfies(version, RANGE)).toBe(ok);
});

test("package.json's engines is the range the README states, and this Node satisfies it", () => {
  expect(enginesNode()).toBe(RANGE);
  expect(satisfies(process.version, enginesNode())).toBe(true);
});

test('npm run bench on a Node too old says so and stops', () => {
  const root = path.resolve(__dirname, '..', '..');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', "require('./scripts/node-version').requireSupportedNode('npm run bench', 'v18.20.0')"],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`npm run bench needs Node ${RANGE} (package.json "engines"); this is Node v18.20.0.`);
});
