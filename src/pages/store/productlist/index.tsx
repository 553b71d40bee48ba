import { View, Text } from '@tarojs/components';

export default function StoreProductlistPage() {
  return (
    <View>
      <Text>store/productlist/index</Text>
    </View>
  );
}
