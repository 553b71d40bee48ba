import { View, Text } from '@tarojs/components';

export default function CheckoutPaymentPage() {
  return (
    <View>
      <Text>checkout/payment/index</Text>
    </View>
  );
}
