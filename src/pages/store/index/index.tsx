import { View, Text } from '@tarojs/components';

export default function StorePage() {
  return (
    <View>
      <Text>store/index/index</Text>
    </View>
  );
}
