import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { locationCardLines, locationsIn } from '@/domain/location';
import { AppButton } from '@/platform/button';
import { navigate } from '@/platform/navigation';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { Dialog, useDomId } from '@/components/dialog';
import { Icon } from '@/components/icon';
import { useRovingFocus } from '@/platform/roving';
import './index.scss';

export interface LocationModalProps {
  /** Shown or not. */
  open: boolean;
  /** Close button, backdrop, Escape; also after a location was chosen. */
  onClose: () => void;
}

/**
 * 'Choose the Location' (spec 2.4, 4): provinces as tabs, the stores of the chosen province as
 * cards (name, street, 'city, province post code'), the selected store and its province
 * highlighted. Choosing saves it (setSelectedStoreLocation), reloads app info and cart, and reloads
 * the page, or on checkout and payment pages goes to /checkout/cart?locationChange=true.
 */
export const LocationModal = observer(function LocationModal({ open, onClose }: LocationModalProps) {
  const { location, session } = useStores();
  const t = session.t;
  const provinces = location.provinces;
  const selectedProvince = location.selected?.address.province ?? null;
  const [province, setProvince] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useDomId('loc');

  // Reset on closing as well as opening: null follows the chosen store's province, so the very
  // first frame of the next opening already highlights it. Done while rendering (React's way to
  // adjust state to a prop): an effect did it after the commit, one more render and commit.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    setProvince(null);
    setBusyId(null);
    setError(null);
  }

  const wanted = province ?? selectedProvince;
  const active = wanted && provinces.includes(wanted) ? wanted : (provinces[0] ?? null);
  const stores = active ? locationsIn(active, location.locations) : [];

  const choose = async (id: string) => {
    if (busyId) return;
    setBusyId(id);
    setError(null);
    try {
      const next = await location.choose(id);
      if (next.kind === 'navigate') navigate(next.url, { replace: true });
      onClose();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('istore_common_error'));
    } finally {
      setBusyId(null);
    }
  };

  const panelId = `${baseId}-panel`;
  // the province tabs: one Tab stop, arrows move and choose (the tabs pattern)
  useRovingFocus(`${baseId}-tabs`);
  return (
    <Dialog
      open={open}
      title={t('istore_location_choose')}
      closeLabel={t('istore_common_close')}
      onClose={onClose}
      className="location-modal"
    >
      {provinces.length > 1 && (
        <View
          id={`${baseId}-tabs`}
          className="location-modal__tabs"
          {...a11y({ role: 'tablist' })}
          aria-label={t('istore_shell_provinces')}
        >
          {provinces.map((p) => (
            <AppButton
              key={p}
              id={`${baseId}-tab-${p}`}
              role="tab"
              checked={p === active}
              controls={panelId}
              className={`location-modal__tab${p === active ? ' is-active' : ''}${p === selectedProvince ? ' has-selection' : ''}`}
              onPress={() => setProvince(p)}
            >
              {p}
            </AppButton>
          ))}
        </View>
      )}
      <View
        id={panelId}
        className="location-modal__cards"
        {...a11y({ role: provinces.length > 1 ? 'tabpanel' : undefined })}
        aria-labelledby={provinces.length > 1 && active ? `${baseId}-tab-${active}` : undefined}
      >
        {stores.map((store) => {
          const [name, street, place] = locationCardLines(store);
          const selected = store.id === location.selectedId;
          return (
            <AppButton
              key={store.id}
              className={`location-modal__card${selected ? ' is-selected' : ''}`}
              pressed={selected}
              disabled={busyId !== null}
              onPress={() => void choose(store.id)}
            >
              <Icon name="pin" className="location-modal__pin" />
              <View className="location-modal__lines">
                <Text className="location-modal__name">{name}</Text>
                {street && <Text className="location-modal__line">{street}</Text>}
                <Text className="location-modal__line">{place}</Text>
              </View>
              {selected && <Text className="location-modal__badge">{t('istore_location_selected')}</Text>}
              {busyId === store.id && <Text className="location-modal__badge">{t('istore_shell_saving')}</Text>}
            </AppButton>
          );
        })}
      </View>
      {error && (
        <View className="location-modal__error" {...a11y({ role: 'alert' })}>
          {error}
        </View>
      )}
    </Dialog>
  );
});
