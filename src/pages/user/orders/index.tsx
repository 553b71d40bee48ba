import { View, Text } from '@tarojs/components';

export default function UserOrdersPage() {
  return (
    <View>
      <Text>user/orders/index</Text>
    </View>
  );
}
