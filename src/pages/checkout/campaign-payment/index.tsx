import { View, Text } from '@tarojs/components';

export default function CheckoutCampaignPaymentPage() {
  return (
    <View>
      <Text>checkout/campaign-payment/index</Text>
    </View>
  );
}
