/**
 * How screens reach the stores: the app wraps everything in <StoreProvider store={root}> once
 * (src/app.ts), and observer components call useStores().
 *
 *   const root = createRootStore(); void root.init();
 *   <StoreProvider store={root}>{children}</StoreProvider>
 *
 *   const Header = observer(() => {
 *     const { app, session, cart } = useStores();
 *     return <Text>{session.t('istore_header_sign_in')} {app.storeName} {cart.count}</Text>;
 *   });
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The RootStore of the nearest StoreProvider; throws outside one (a wiring mistake). */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it');
  return store;
}
