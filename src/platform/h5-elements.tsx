/** H5: `View` and `Text` as plain elements, one component level each (h5-components.ts says why). */
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

type ElementProps<E> = HTMLAttributes<E> & {
  children?: ReactNode;
  /** Taro's mini-program touch feedback: not used on H5. */
  hoverClass?: string;
  hoverStartTime?: number;
  hoverStayTime?: number;
  /** Taro's Text: whether its words can be selected. */
  selectable?: boolean;
};

export const View = forwardRef<HTMLDivElement, ElementProps<HTMLDivElement>>(function View(
  { hoverClass: _hoverClass, hoverStartTime: _start, hoverStayTime: _stay, ...rest },
  ref,
) {
  return <div ref={ref} {...rest} />;
});

export const Text = forwardRef<HTMLSpanElement, ElementProps<HTMLSpanElement>>(function Text(
  { className, selectable, hoverClass: _hoverClass, hoverStartTime: _start, hoverStayTime: _stay, ...rest },
  ref,
) {
  // the classes Taro's Text gives (its stylesheet and ours select them)
  const cls = `taro-text${selectable ? ' taro-text__selectable' : ''}${className ? ` ${className}` : ''}`;
  return <span ref={ref} className={cls} {...rest} />;
});
