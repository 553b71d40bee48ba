import { View, Text } from '@tarojs/components';

export default function PagesConfirmationPage() {
  return (
    <View>
      <Text>pages/confirmation/index</Text>
    </View>
  );
}
