import { View, Text } from '@tarojs/components';

export default function StoreProductPage() {
  return (
    <View>
      <Text>store/product/index</Text>
    </View>
  );
}
