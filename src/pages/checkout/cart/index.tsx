import { View, Text } from '@tarojs/components';

export default function CheckoutCartPage() {
  return (
    <View>
      <Text>checkout/cart/index</Text>
    </View>
  );
}
