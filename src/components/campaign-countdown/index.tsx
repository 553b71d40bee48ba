import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import AtCountdown from 'taro-ui/lib/components/countdown';
import { countdownParts, formatCountdown } from '@/domain/campaigns';
import { a11y } from '@/platform/a11y';
import type { Locale } from '@api-types';
import './index.scss';

export interface CampaignCountdownProps {
  /** ms since epoch */
  deadline: number;
  /** Text before the time ('Ends in'). */
  label: string;
  /** Shown once the deadline has passed ('Ended'). */
  endedText: string;
  locale: Locale;
  /** Called when the time runs out (the page reloads the campaign). */
  onEnd?: () => void;
}

const NO_STYLE = {};

const FORMAT: Record<Locale, { day: string; hours: string; minutes: string; seconds: string }> = {
  en: { day: 'd', hours: ':', minutes: ':', seconds: '' },
  zh: { day: '天', hours: ':', minutes: ':', seconds: '' },
};

/**
 * A live countdown to a deadline (taro-ui AtCountdown, ticking each second). Screen readers get
 * the time left once, as text, not a change every second.
 */
export function CampaignCountdown({ deadline, label, endedText, locale, onEnd }: CampaignCountdownProps) {
  const [now] = useState(() => Date.now());
  const [ended, setEnded] = useState(() => !(deadline > now));
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a new deadline (the campaign was moved) is judged again against the clock; the countdown's end sets it otherwise
  useEffect(() => setEnded(!(deadline > Date.now())), [deadline]);
  if (ended) {
    return <Text className="campaign-countdown campaign-countdown--ended">{endedText}</Text>;
  }
  const parts = countdownParts(deadline, now);
  return (
    <View
      className="campaign-countdown"
      // a name needs a role to be read (aria-label on a plain element is ignored); timer is the
      // role of a time that changes, and is not a live region by default (no announcement each second)
      {...a11y({ role: 'timer', label: `${label} ${formatCountdown(deadline, now, locale)}` })}
    >
      <Text className="campaign-countdown__label" {...a11y({ hidden: true })}>
        {label}
      </Text>
      <View className="campaign-countdown__time" {...a11y({ hidden: true })}>
        <AtCountdown
          isShowDay={parts.days > 0}
          isShowHour
          day={parts.days}
          hours={parts.hours}
          minutes={parts.minutes}
          seconds={parts.seconds}
          format={FORMAT[locale]}
          // taro-ui defaults this to a string, which React DOM refuses on H5
          customStyle={NO_STYLE}
          onTimeUp={() => {
            setEnded(true);
            onEnd?.();
          }}
        />
      </View>
    </View>
  );
}
