/** The mini-program loads no chunks over the network (see chunk-recovery.ts): nothing to recover. */
export function recoverFromChunkError(_error: unknown): boolean {
  return false;
}

export function installChunkRecovery(): void {}
