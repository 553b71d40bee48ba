import { View, Text } from '@tarojs/components';

export default function CheckoutCampaignCartPage() {
  return (
    <View>
      <Text>checkout/campaign-cart/index</Text>
    </View>
  );
}
