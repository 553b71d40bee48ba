/**
 * The installed web app's notices (H5 only; issue 15): offline indicator and update prompt. Their
 * own chunk, loaded after the first screen (and precached by the service worker, so the offline
 * indicator is there offline too).
 */
import { OfflineIndicator } from '@/components/offline-indicator';
import { UpdatePrompt } from '@/components/update-prompt';

export default function PwaNotices({ path }: { path: string }) {
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt path={path} />
    </>
  );
}
