import { View, Text } from '@tarojs/components';

export default function StoreGroupCampaignPage() {
  return (
    <View>
      <Text>store/group-campaign/index</Text>
    </View>
  );
}
