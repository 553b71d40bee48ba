import { View, Text } from '@tarojs/components';

export default function StoreSearchPage() {
  return (
    <View>
      <Text>store/search/index</Text>
    </View>
  );
}
