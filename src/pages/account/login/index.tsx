import { View, Text } from '@tarojs/components';

export default function AccountLoginPage() {
  return (
    <View>
      <Text>account/login/index</Text>
    </View>
  );
}
