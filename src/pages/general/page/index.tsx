import { View, Text } from '@tarojs/components';

export default function GeneralPagePage() {
  return (
    <View>
      <Text>general/page/index</Text>
    </View>
  );
}
