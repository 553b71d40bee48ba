import { View, Text } from '@tarojs/components';

export default function CheckoutCampaignCheckoutPage() {
  return (
    <View>
      <Text>checkout/campaign-checkout/index</Text>
    </View>
  );
}
