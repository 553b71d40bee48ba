import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/platform/idle';

export interface DeferredProps {
  /** What the first frame can do without (below the fold, or not yet needed). */
  children: ReactNode;
  /** False while the page is not laid out yet (it would shift what comes after it): waits for true. */
  after?: boolean;
}

/**
 * Renders its children once the first screen is up and the main thread is idle: they do not add to
 * the start-up's long task. Only for what sits below the fold or out of the flow, so that nothing
 * visible moves when it arrives.
 */
export function Deferred({ children, after = true }: DeferredProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => (after ? whenIdle(() => setShown(true)) : undefined), [after]);
  return shown ? <>{children}</> : null;
}
