import { View, Text } from '@tarojs/components';

export default function AccountSignupPage() {
  return (
    <View>
      <Text>account/signup/index</Text>
    </View>
  );
}
