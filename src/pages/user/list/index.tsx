import { View, Text } from '@tarojs/components';

export default function UserListPage() {
  return (
    <View>
      <Text>user/list/index</Text>
    </View>
  );
}
