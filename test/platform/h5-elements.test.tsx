/** H5's View and Text (src/platform/h5-elements.tsx): plain elements that take their props as given. */
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { Text, View } from '@/platform/h5-elements';

it('View is a div with its class, attributes and events; ref reaches the element; hover props are dropped', () => {
  const ref = createRef<HTMLDivElement>();
  const onClick = jest.fn();
  const { container } = render(
    <View ref={ref} className="card" id="c1" role="group" aria-label="Card" hoverClass="pressed" onClick={onClick}>
      hi
    </View>,
  );
  const div = container.firstElementChild as HTMLDivElement;
  expect(div.tagName).toBe('DIV');
  expect(div.className).toBe('card');
  expect(div.getAttribute('aria-label')).toBe('Card');
  expect(div.hasAttribute('hoverclass')).toBe(false);
  expect(ref.current).toBe(div);
  div.click();
  expect(onClick).toHaveBeenCalledTimes(1);
});

it.each([
  [{}, 'taro-text'],
  [{ className: 'price' }, 'taro-text price'],
  [{ className: 'price', selectable: true }, 'taro-text taro-text__selectable price'],
])('Text %p is a span with classes %p', (props, cls) => {
  const { container } = render(<Text {...props}>1.00</Text>);
  const span = container.firstElementChild as HTMLSpanElement;
  expect(span.tagName).toBe('SPAN');
  expect(span.className).toBe(cls);
  expect(span.hasAttribute('selectable')).toBe(false);
});
