import { View, Text } from '@tarojs/components';

export default function CheckoutCheckoutPage() {
  return (
    <View>
      <Text>checkout/checkout/index</Text>
    </View>
  );
}
