// H5 (and jest): what sits well below the fold is rendered once it comes within half a screen of
// the viewport (IntersectionObserver), not with the page's first screen: its components, layout
// and pictures are no part of a phone's start-up. Where there is no IntersectionObserver (jsdom,
// old browsers) it renders at once. near-view.weapp.tsx: the mini-program renders at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface NearViewProps {
  /** Height (px) kept for it until it renders: about its own, so the page's length hardly changes. */
  reserve: number;
  children: ReactNode;
}

/** How far below the viewport it starts rendering: half a screen, so a shopper scrolling finds it there. */
export const NEAR_VIEW_MARGIN = '0px 0px 50% 0px';

export function NearView({ reserve, children }: NearViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} className="near-view" style={{ minHeight: `${reserve}px` }} aria-hidden="true" />;
}
