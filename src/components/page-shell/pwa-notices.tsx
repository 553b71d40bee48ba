/**
 * The installed web app's notices (H5 only): install banner, offline indicator, update
 * prompt. Their own chunk, loaded after the first screen (and precached by the service worker, so
 * the offline indicator is there offline too). With them comes the recovery of a page whose next
 * chunk a deployment took away (a page left open that long has loaded this chunk long before).
 */
import type { DeviceInfo } from '@/platform/device';
import { installChunkRecovery } from '@/platform/chunk-recovery';
import { InstallBanner } from '@/components/install-banner';
import { OfflineIndicator } from '@/components/offline-indicator';
import { UpdatePrompt } from '@/components/update-prompt';

installChunkRecovery();

export interface PwaNoticesProps {
  /** The page's path and query (a new page may take a waiting update). */
  path: string;
  device: DeviceInfo;
}

export default function PwaNotices({ path, device }: PwaNoticesProps) {
  return (
    <>
      <InstallBanner device={device} />
      <OfflineIndicator />
      <UpdatePrompt path={path} />
    </>
  );
}
