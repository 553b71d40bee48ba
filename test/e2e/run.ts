/**
 * `npm run test:e2e`: only the end-to-end project, against dist/h5 as it is (build first with
 * `npm run build:h5`; `npm test` does everything). Extra arguments go to jest.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const result = spawnSync('npx', ['jest', '--selectProjects', 'e2e', '--maxWorkers=2', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
