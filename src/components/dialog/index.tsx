import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { attachDialog } from '@/platform/dialog';
import { AppButton } from '@/platform/button';
import { Icon } from '@/components/icon';
import './index.scss';

/** An id usable as a DOM id and a canvas id on every target (React's ids carry colons). */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export interface DialogProps {
  /** Shown or not; nothing is rendered while closed. */
  open: boolean;
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Close button, backdrop tap and Escape. */
  onClose: () => void;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** 'center': a card (a sheet from the bottom on phones); 'drawer': the slide-out side menu. */
  variant?: 'center' | 'drawer';
  /** Shown in place of the plain title (a logo in the side menu); the title stays the name. */
  heading?: ReactNode;
  /** Hide the heading visually (the content names itself). */
  hideTitle?: boolean;
  /** Extra class on the panel. */
  className?: string;
  /** Id of the element to focus first (else the first focusable one). */
  initialFocusId?: string;
  /** Buttons under the content (Apply, Close). */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog: role dialog, aria-modal, named by its title; focus moves in, Tab stays in,
 * Escape closes (H5), the page behind does not scroll; backdrop tap closes.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, variant = 'center' } = props;
  const id = useDomId('dialog');
  const titleId = `${id}-title`;
  const onCloseRef = useRef(onClose);
  // The latest callback, set after each render (not during it) for the handlers to call.
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    return attachDialog(id, () => onCloseRef.current(), props.initialFocusId);
    // focus once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id]);

  if (!open) return null;
  return (
    <View className={`dialog dialog--${variant}`}>
      <View className="dialog__backdrop" onClick={() => onClose()} />
      <View
        id={id}
        className={`dialog__panel${props.className ? ` ${props.className}` : ''}`}
        {...a11y({ role: 'dialog' })}
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <View className="dialog__head">
          {props.heading}
          <Text id={titleId} className={props.heading || props.hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {props.title}
          </Text>
          <AppButton className="dialog__close" label={props.closeLabel} onPress={onClose}>
            <Icon name="close" />
          </AppButton>
        </View>
        <View className="dialog__body">{props.children}</View>
        {props.footer && <View className="dialog__foot">{props.footer}</View>}
      </View>
    </View>
  );
}
