// mime-db ships its table without types: the part the servers read.
declare module 'mime-db' {
  const db: Record<string, { compressible?: boolean } | undefined>;
  export default db;
}
