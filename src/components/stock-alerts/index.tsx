import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { soldOutAlertTargets, stockAlertTarget } from '@/domain/alerts';
import { useStores } from '@/stores/context';
import type { ProductStore } from '@/stores/ProductStore';
import { AlertRequest } from '@/components/alert-request';
import '@/i18n/alerts';
import './index.scss';

/**
 * The product page's "Notify me" (extension `alerts`): beside the disabled Add to cart when the
 * product or the chosen combination is out of stock, and under the picker for each sold-out value
 * of the option left to choose (the picker disables those, so it cannot be chosen to ask).
 */
export const StockAlerts = observer(function StockAlerts({ product }: { product: ProductStore }) {
  const { app, session } = useStores();
  const d = product.detail;
  if (!d) return null;
  const t = session.t;
  const input = {
    offered: app.offers('alerts'),
    stock: product.stock.kind,
    options: product.options,
    selection: product.selection,
  };
  const watch = stockAlertTarget(input);
  const soldOut = soldOutAlertTargets({ ...input, items: product.stockItems });
  return (
    <>
      {watch && (
        <AlertRequest
          key={watch.optionPair ?? ''}
          target={{ productId: d.id, optionPair: watch.optionPair, kind: 'stock' }}
          name={d.name}
        />
      )}
      {soldOut.map((c) => (
        <View key={c.optionPair} className="stock-alerts__sold-out" data-ext="alerts">
          <Text className="stock-alerts__label">{t('istore_alert_sold_out', { option: c.label })}</Text>
          <AlertRequest
            target={{ productId: d.id, optionPair: c.optionPair, kind: 'stock' }}
            name={`${d.name} (${c.label})`}
            variant="row"
          />
        </View>
      ))}
    </>
  );
});
