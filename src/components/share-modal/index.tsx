import { observer } from 'mobx-react-lite';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import { Dialog } from '@/components/dialog';
import { ShareWidget } from '@/components/share-widget';
import './index.scss';

export interface ShareModalProps {
  /** Shown or not. */
  open: boolean;
  /** Close button (text from message key istore_common_close), backdrop, Escape. */
  onClose: () => void;
  /** What is shared: its name (the marketplace's). */
  title: string;
  /** The link to share; the current page when absent or not http(s). */
  url?: string | null;
  /** Opens the WeChat modal (the WeChat targets). */
  onWechat: () => void;
  /** Text shared with the link; the title when absent. */
  content?: string;
  /** A picture of what is shared (Pinterest needs one). */
  image?: string | null;
}

/** The share modal (spec 2.4): the social share widget and a Close button. */
export const ShareModal = observer(function ShareModal({
  open,
  onClose,
  title,
  url,
  onWechat,
  content,
  image,
}: ShareModalProps) {
  const { session } = useStores();
  const t = session.t;
  return (
    <Dialog
      open={open}
      title={`${t('istore_common_share')} · ${title}`}
      closeLabel={t('istore_common_close')}
      onClose={onClose}
      footer={
        <AppButton className="share-modal__close" onPress={onClose}>
          {t('istore_common_close')}
        </AppButton>
      }
    >
      <ShareWidget url={url} title={title} content={content} image={image} onWechat={onWechat} />
    </Dialog>
  );
});
