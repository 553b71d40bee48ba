import { View, Text } from '@tarojs/components';

export default function StoreBrandPage() {
  return (
    <View>
      <Text>store/brand/index</Text>
    </View>
  );
}
