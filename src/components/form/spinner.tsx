import { View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import './form.scss';

/** A calm spinner; `label` is announced (the text beside it usually says what is happening). */
export function Spinner({ size = 'large', label }: { size?: 'small' | 'large'; label?: string }) {
  return <View className={`spinner spinner--${size}`} {...a11y(label ? { role: 'img', label } : { hidden: true })} />;
}
