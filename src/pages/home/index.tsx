import { View, Text } from '@tarojs/components';

export default function Home() {
  return (
    <View className="home">
      <Text>Home</Text>
    </View>
  );
}
