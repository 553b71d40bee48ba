/**
 * Jest stand-in for `@tarojs/components` (jest.config.js maps the module here): each Taro
 * component becomes a plain DOM element so React Testing Library can query it.
 *
 *   View/ScrollView/Swiper/... -> div, Text -> span, Image -> img, Button -> button,
 *   Input -> input, Textarea -> textarea, Navigator -> a, Form -> form, Label -> label, ...
 *
 * - String `style` props are dropped (taro-ui passes CSS strings; React DOM throws on them);
 *   object styles pass through.
 * - Only DOM-safe props pass: className, id, role, title, tabIndex, hidden, aria-* and data-*
 *   (Taro's camelCase `ariaLabel` becomes `aria-label`), DOM events, and a few per element
 *   (src/alt, value/placeholder/disabled, href, ...). Taro-only props are dropped.
 * - Taro events carry `detail`: Input/Textarea `onInput`, `onFocus`, `onBlur`, `onConfirm`
 *   (Enter) get `detail.value`; Switch/Checkbox `onChange` gets `detail.value`; Form `onSubmit`
 *   gets `detail.value` with the form's named fields.
 * - Any other Taro event prop `onXxxYyy` listens for a DOM event named `xxxyyy`, so a test can
 *   fire it: `fireEvent(el, new CustomEvent('scrolltolower', { detail: {} }))`.
 */
import { createElement, forwardRef, Fragment, useEffect, useRef, type ForwardedRef, type ReactNode } from 'react';

type AnyProps = Record<string, any>;
type AnyFn = (...args: any[]) => any;

const DOM_EVENTS = new Set([
  'onClick',
  'onDoubleClick',
  'onContextMenu',
  'onTouchStart',
  'onTouchMove',
  'onTouchEnd',
  'onTouchCancel',
  'onMouseDown',
  'onMouseUp',
  'onMouseEnter',
  'onMouseLeave',
  'onMouseOver',
  'onMouseOut',
  'onMouseMove',
  'onPointerDown',
  'onPointerUp',
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onKeyUp',
  'onScroll',
  'onWheel',
  'onLoad',
  'onError',
  'onAnimationStart',
  'onAnimationEnd',
  'onTransitionEnd',
]);

const COMMON = new Set(['className', 'id', 'role', 'title', 'tabIndex', 'hidden', 'lang', 'dir', 'children']);

function setRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Listens for custom DOM events for Taro-only `onXxx` handlers. */
function useCustomEvents(el: { current: HTMLElement | null }, handlers: Record<string, AnyFn>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    const node = el.current;
    if (!node || !names) return undefined;
    const listeners = names.split(',').map((name) => {
      const listener = (event: Event) => latest.current[name]?.(event);
      node.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => listeners.forEach(([name, listener]) => node.removeEventListener(name, listener));
  }, [el, names]);
}

/** Splits props into DOM props and custom-event handlers, dropping Taro-only props. */
function domProps(props: AnyProps, extra: readonly string[]): { dom: AnyProps; custom: Record<string, AnyFn> } {
  const dom: AnyProps = {};
  const custom: Record<string, AnyFn> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'style') {
      if (value && typeof value === 'object') dom.style = value;
    } else if (COMMON.has(key) || DOM_EVENTS.has(key) || extra.includes(key) || /^(aria|data)-/.test(key)) {
      dom[key] = value;
    } else if (key === 'ariaRole') {
      dom.role = value;
    } else if (/^aria[A-Z]/.test(key)) {
      dom[`aria-${key.slice(4).toLowerCase()}`] = value;
    } else if (/^on[A-Z]/.test(key) && typeof value === 'function') {
      custom[key.slice(2).toLowerCase()] = value;
    }
  }
  return { dom, custom };
}

interface Spec {
  tag: string;
  extra?: readonly string[];
  /** Rewrites the original props into DOM props (after the generic filtering). */
  map?: (dom: AnyProps, props: AnyProps) => AnyProps;
}

function make(displayName: string, spec: Spec) {
  const Component = forwardRef<HTMLElement, AnyProps>(function TaroStandIn(props, ref) {
    const el = useRef<HTMLElement | null>(null);
    const { dom, custom } = domProps(props, spec.extra ?? []);
    const mapped = spec.map ? spec.map(dom, props) : dom;
    // handlers the map consumed are not custom events
    for (const key of Object.keys(custom)) if (mapped[`__consumed_${key}`]) delete custom[key];
    for (const key of Object.keys(mapped)) if (key.startsWith('__consumed_')) delete mapped[key];
    useCustomEvents(el, custom);
    return createElement(spec.tag, {
      ...mapped,
      ref: (node: HTMLElement | null) => {
        el.current = node;
        setRef(ref, node);
      },
    });
  });
  Component.displayName = displayName;
  return Component;
}

const withDetail = (event: any, detail: Record<string, unknown>) => {
  try {
    Object.defineProperty(event, 'detail', { value: detail, configurable: true });
  } catch {
    /* a frozen event keeps its own detail */
  }
  return event;
};

function textInput(dom: AnyProps, props: AnyProps): AnyProps {
  const out: AnyProps = { ...dom, __consumed_input: true, __consumed_confirm: true };
  if (props.value !== undefined) out.value = props.value ?? '';
  if (props.placeholder !== undefined) out.placeholder = props.placeholder;
  if (props.disabled !== undefined) out.disabled = props.disabled;
  if (props.name !== undefined) out.name = props.name;
  if (props.focus || props.autoFocus) out.autoFocus = true;
  const max = props.maxlength ?? props.maxLength;
  if (typeof max === 'number' && max >= 0) out.maxLength = max;
  out.onChange = (e: any) => props.onInput?.(withDetail(e, { value: e.target.value, cursor: e.target.value.length }));
  if (props.onFocus) out.onFocus = (e: any) => props.onFocus(withDetail(e, { value: e.target.value }));
  if (props.onBlur) out.onBlur = (e: any) => props.onBlur(withDetail(e, { value: e.target.value }));
  out.onKeyDown = (e: any) => {
    props.onKeyDown?.(e);
    if (e.key === 'Enter') props.onConfirm?.(withDetail(e, { value: e.target.value }));
  };
  return out;
}

function checkable(type: 'checkbox' | 'radio') {
  return (dom: AnyProps, props: AnyProps): AnyProps => ({
    ...dom,
    type,
    __consumed_change: true,
    checked: Boolean(props.checked),
    disabled: props.disabled,
    value: props.value,
    name: props.name,
    onChange: (e: any) =>
      props.onChange?.(
        withDetail(e, { value: type === 'checkbox' && props.value === undefined ? e.target.checked : props.value }),
      ),
  });
}

export const View = make('View', { tag: 'div' });
export const Text = make('Text', { tag: 'span' });
export const Image = make('Image', {
  tag: 'img',
  extra: ['src', 'alt', 'width', 'height'],
  // decorative (alt='') unless the component names it
  map: (dom, props) => ({ ...dom, alt: props.alt ?? (dom['aria-label'] ? undefined : '') }),
});
export const Button = make('Button', {
  tag: 'button',
  extra: ['disabled', 'name', 'value'],
  map: (dom, props) => ({
    ...dom,
    type: props.formType === 'submit' || props.formType === 'reset' ? props.formType : 'button',
  }),
});
export const Input = make('Input', {
  tag: 'input',
  map: (dom, props) => ({
    ...textInput(dom, props),
    type: props.password ? 'password' : props.type === 'number' || props.type === 'digit' ? 'number' : 'text',
  }),
});
export const Textarea = make('Textarea', { tag: 'textarea', map: textInput });
export const ScrollView = make('ScrollView', { tag: 'div' });
export const Swiper = make('Swiper', { tag: 'div' });
export const SwiperItem = make('SwiperItem', { tag: 'div' });
export const MovableArea = make('MovableArea', { tag: 'div' });
export const MovableView = make('MovableView', { tag: 'div' });
export const CoverView = make('CoverView', { tag: 'div' });
export const CoverImage = make('CoverImage', { tag: 'img', extra: ['src', 'alt'] });
export const Navigator = make('Navigator', {
  tag: 'a',
  extra: ['target'],
  map: (dom, props) => ({ ...dom, href: props.url ?? props.href }),
});
export const Label = make('Label', {
  tag: 'label',
  map: (dom, props) => ({ ...dom, htmlFor: props.for ?? props.htmlFor }),
});
export const Form = make('Form', {
  tag: 'form',
  map: (dom, props) => ({
    ...dom,
    __consumed_submit: true,
    __consumed_reset: true,
    onSubmit: (e: any) => {
      e.preventDefault();
      const value: Record<string, unknown> = {};
      const form = e.currentTarget as HTMLFormElement;
      for (const field of Array.from(form.elements) as HTMLInputElement[]) {
        if (!field.name) continue;
        if (field.type === 'checkbox' || field.type === 'radio') {
          if (field.checked) value[field.name] = field.value;
        } else value[field.name] = field.value;
      }
      props.onSubmit?.(withDetail(e, { value }));
    },
    onReset: (e: any) => props.onReset?.(e),
  }),
});
export const Checkbox = make('Checkbox', { tag: 'input', map: checkable('checkbox') });
export const Radio = make('Radio', { tag: 'input', map: checkable('radio') });
export const Switch = make('Switch', {
  tag: 'input',
  map: (dom, props) => ({
    ...dom,
    type: 'checkbox',
    role: 'switch',
    __consumed_change: true,
    checked: Boolean(props.checked),
    disabled: props.disabled,
    name: props.name,
    onChange: (e: any) => props.onChange?.(withDetail(e, { value: e.target.checked })),
  }),
});
export const CheckboxGroup = make('CheckboxGroup', { tag: 'div' });
export const RadioGroup = make('RadioGroup', { tag: 'div' });
export const Slider = make('Slider', {
  tag: 'input',
  map: (dom, props) => ({
    ...dom,
    type: 'range',
    __consumed_change: true,
    min: props.min,
    max: props.max,
    step: props.step,
    value: props.value ?? 0,
    disabled: props.disabled,
    onChange: (e: any) => props.onChange?.(withDetail(e, { value: Number(e.target.value) })),
  }),
});
export const Picker = make('Picker', { tag: 'div' });
export const PickerView = make('PickerView', { tag: 'div' });
export const PickerViewColumn = make('PickerViewColumn', { tag: 'div' });
export const Progress = make('Progress', {
  tag: 'progress',
  map: (dom, props) => ({ ...dom, value: props.percent ?? 0, max: 100 }),
});
export const Icon = make('Icon', {
  tag: 'span',
  map: (dom, props) => ({
    ...dom,
    className: [dom.className, props.type && `taro-icon-${props.type}`].filter(Boolean).join(' '),
  }),
});
export const RichText = make('RichText', {
  tag: 'div',
  map: (dom, props) =>
    typeof props.nodes === 'string' ? { ...dom, dangerouslySetInnerHTML: { __html: props.nodes } } : dom,
});
export const Canvas = make('Canvas', {
  tag: 'canvas',
  map: (dom, props) => ({ ...dom, id: props.canvasId ?? props.id }),
});
export const WebView = make('WebView', { tag: 'iframe', extra: ['src'] });
export const Video = make('Video', { tag: 'video', extra: ['src', 'poster', 'controls'] });
export const Audio = make('Audio', { tag: 'audio', extra: ['src', 'controls'] });
export const OfficialAccount = make('OfficialAccount', { tag: 'div' });
export const Ad = make('Ad', { tag: 'div' });
export const PageContainer = make('PageContainer', { tag: 'div' });
export const RootPortal = make('RootPortal', { tag: 'div' });

/** Taro's Block renders its children without an element. */
export function Block({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
