import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { OptionPicker } from '@/components/option-picker';
import { isValueAvailable, selectValue } from '@/domain/options';
import { createTranslator } from '@/i18n/translator';

const options = [
  {
    name: 'size',
    displayName: 'Size',
    values: [
      { value: 'Small', displayName: 'Small' },
      { value: 'Large', displayName: 'Large' },
    ],
  },
  {
    name: 'colour',
    displayName: 'Colour',
    values: [
      { value: 'Celadon', displayName: 'Celadon' },
      { value: 'White', displayName: 'White' },
    ],
  },
];
const items = [
  { options: { size: 'Small', colour: 'Celadon' }, quantity: 12 },
  { options: { size: 'Small', colour: 'White' }, quantity: 0 },
  { options: { size: 'Large', colour: 'Celadon' }, quantity: 5 },
  { options: { size: 'Large', colour: 'White' }, quantity: 3 },
];

function Harness({ onSelect }: { onSelect?: (o: string, v: string) => void }) {
  const [selection, setSelection] = useState<Record<string, string>>({});
  return (
    <OptionPicker
      options={options}
      selection={selection}
      isAvailable={(o, v) => isValueAvailable(items, selection, o, v)}
      onSelect={(o, v) => {
        onSelect?.(o, v);
        setSelection((s) => selectValue(items, options, s, o, v));
      }}
      t={createTranslator('en')}
    />
  );
}

describe('OptionPicker', () => {
  test('one radio group per option, named by the option', () => {
    render(<Harness />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Small', 'Large', 'Celadon', 'White']);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  test('choosing a size disables the colours out of stock for it, with an accessible reason', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    expect(onSelect).toHaveBeenCalledWith('size', 'Small');
    expect(screen.getByRole('radio', { name: 'Small' }).getAttribute('aria-checked')).toBe('true');
    const white = screen.getByRole<HTMLButtonElement>('radio', { name: 'White, out of stock' });
    expect(white.disabled).toBe(true);
    fireEvent.click(white);
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByRole<HTMLButtonElement>('radio', { name: 'White' }).disabled).toBe(false);
  });
});
