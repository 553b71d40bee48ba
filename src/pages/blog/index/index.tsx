import { View, Text } from '@tarojs/components';

export default function BlogPage() {
  return (
    <View>
      <Text>blog/index/index</Text>
    </View>
  );
}
