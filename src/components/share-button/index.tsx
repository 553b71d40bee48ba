import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import { useOpenShare } from '@/components/page-shell';
import './index.scss';

export interface ShareButtonProps {
  /** Button text; 'Share' when absent. */
  label?: string;
  className?: string;
}

/**
 * Opens the page's share modal (the share widget with what the page gave PageShell as `share`:
 * its link, title and picture). Nothing outside a PageShell.
 */
export const ShareButton = observer(function ShareButton({ label, className }: ShareButtonProps) {
  const { session } = useStores();
  const open = useOpenShare();
  if (!open) return null;
  const text = label ?? session.t('istore_common_share');
  return (
    <AppButton className={`share-button ${className ?? ''}`.trim()} haspopup="dialog" onPress={open}>
      <Icon name="share" />
      <Text className="share-button__text">{text}</Text>
    </AppButton>
  );
});
