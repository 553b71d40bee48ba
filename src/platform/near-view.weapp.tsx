// The mini-program renders it with the page (see near-view.tsx): its pages stay within WeChat's
// node and setData budgets as they are, and an observer per part would cost a setData of its own.
import type { ReactNode } from 'react';

export interface NearViewProps {
  reserve: number;
  children: ReactNode;
}

export function NearView({ children }: NearViewProps) {
  return <>{children}</>;
}
