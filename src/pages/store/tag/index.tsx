import { View, Text } from '@tarojs/components';

export default function StoreTagPage() {
  return (
    <View>
      <Text>store/tag/index</Text>
    </View>
  );
}
