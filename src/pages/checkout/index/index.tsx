import { View, Text } from '@tarojs/components';

export default function CheckoutPage() {
  return (
    <View>
      <Text>checkout/index/index</Text>
    </View>
  );
}
