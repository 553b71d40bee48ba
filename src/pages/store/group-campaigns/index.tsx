import { View, Text } from '@tarojs/components';

export default function StoreGroupCampaignsPage() {
  return (
    <View>
      <Text>store/group-campaigns/index</Text>
    </View>
  );
}
