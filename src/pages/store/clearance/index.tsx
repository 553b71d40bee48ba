import { View, Text } from '@tarojs/components';

export default function StoreClearancePage() {
  return (
    <View>
      <Text>store/clearance/index</Text>
    </View>
  );
}
