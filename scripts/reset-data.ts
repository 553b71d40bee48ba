/**
 * `npm run reset-data`: deletes the demo database (DATA_DIR/store.sqlite and its WAL files) so
 * the next `npm start` or `npm run server` creates and seeds a fresh one. Stop the server first:
 * a running server keeps the old file open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DB_FILE_NAME } from '../server/api/db';

export function databaseFiles(dataDir: string): string[] {
  const file = path.resolve(dataDir, DB_FILE_NAME);
  return [file, `${file}-wal`, `${file}-shm`];
}

/** Removes the database files that exist; returns the ones removed. */
export function resetData(dataDir: string): string[] {
  const removed: string[] = [];
  for (const f of databaseFiles(dataDir)) {
    if (!fs.existsSync(f)) continue;
    fs.rmSync(f);
    removed.push(f);
  }
  return removed;
}

if (require.main === module) {
  const dataDir = process.env.DATA_DIR || path.join(__dirname, '..', 'data');
  const removed = resetData(dataDir);
  console.log(
    removed.length
      ? `Removed ${removed.join(', ')}. The next start seeds a fresh demo store.`
      : `No database in ${path.resolve(dataDir)}: the next start seeds a fresh demo store.`,
  );
}
