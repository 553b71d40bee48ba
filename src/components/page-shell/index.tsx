import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { themeVariables } from '@/domain/theme';
import { SiteHeader } from '@/components/site-header';
import './index.scss';

export interface PageShellProps {
  /** The page's main content. */
  children?: ReactNode;
}

/** Every screen sits in this: the store's colours, header, main content. */
export const PageShell = observer(function PageShell({ children }: PageShellProps) {
  const { app } = useStores();
  return (
    <View className="page-shell" style={themeVariables(app.css)}>
      <SiteHeader />
      <View className="page-shell__main" id="main">
        {children}
      </View>
    </View>
  );
});
