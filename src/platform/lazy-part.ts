import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a part a page can do without, in a chunk of its own (H5). A chunk that cannot
 * come (offline, or gone after a deployment: chunk-recovery reloads then) leaves the part out
 * rather than throwing in render, where no boundary above would catch it and the page would go.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  const nothing: ComponentType<P> = () => null;
  return lazy<ComponentType<P>>(() =>
    load().then(
      (part) => ({ default: part }),
      () => ({ default: nothing }),
    ),
  );
}
