import { Text, View } from '@tarojs/components';
import AtProgress from 'taro-ui/lib/components/progress';
import { groupProgress, memberInitials, type GroupState } from '@/domain/campaigns';
import { a11y } from '@/platform/a11y';
import 'taro-ui/lib/style/components/progress.scss';
import './index.scss';

export interface GroupProgressProps {
  initials: string[];
  size: number;
  state: GroupState;
  /** '1 of 2 joined' */
  label: string;
}

/** Members' initials (empty circles for the places still open) and a bar of how full the group is. */
export function GroupProgress({ initials, size, state, label }: GroupProgressProps) {
  const pct = groupProgress(initials.length, size, state);
  const open = Math.max(0, size - initials.length);
  return (
    <View className="group-progress">
      <View className="group-progress__members" {...a11y({ role: 'list', label })}>
        {initials.map((i, n) => (
          <Text key={`m${n}`} className="group-progress__member" {...a11y({ role: 'listitem' })}>
            {memberInitials(i)}
          </Text>
        ))}
        {Array.from({ length: Math.min(open, 8) }, (_, n) => (
          <Text
            key={`o${n}`}
            className="group-progress__member group-progress__member--open"
            {...a11y({ hidden: true })}
          >
            ?
          </Text>
        ))}
      </View>
      <View className="group-progress__bar" {...a11y({ hidden: true })}>
        <AtProgress percent={pct} isHidePercent strokeWidth={8} />
      </View>
      <Text className="group-progress__label">{label}</Text>
    </View>
  );
}
