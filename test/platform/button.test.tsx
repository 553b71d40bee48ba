import { fireEvent, render, screen } from '@testing-library/react';
import { AppButton } from '@/platform/button';
import { AppButton as WeappButton } from '@/platform/button.weapp';

describe('AppButton on H5: a real <button type="button">', () => {
  it('named by its label; pressing calls onPress', () => {
    const onPress = jest.fn();
    render(
      <AppButton label="Open menu" expanded={false} controls="panel" onPress={onPress}>
        ≡
      </AppButton>,
    );
    const b = screen.getByRole('button', { name: 'Open menu' });
    expect(b.tagName).toBe('BUTTON');
    expect(b.getAttribute('type')).toBe('button');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(b.getAttribute('aria-controls')).toBe('panel');
    fireEvent.click(b);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['radio', 'aria-checked'],
    ['tab', 'aria-selected'],
  ] as const)('a %s reports %s', (role, attr) => {
    render(
      <AppButton role={role} checked onPress={jest.fn()}>
        USD
      </AppButton>,
    );
    expect(screen.getByRole(role, { name: 'USD' }).getAttribute(attr)).toBe('true');
  });

  it('disabled: no press', () => {
    const onPress = jest.fn();
    render(
      <AppButton disabled onPress={onPress}>
        Apply
      </AppButton>,
    );
    const b = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(b);
    expect(onPress).not.toHaveBeenCalled();
    // the disabled look is a class on both targets (the mini-program cannot select [disabled])
    expect(b.className.split(' ')).toContain('app-button--disabled');
  });
});

describe('AppButton on weapp: a tappable view with aria-label', () => {
  it('labelled, tapping calls onPress, disabled does nothing', () => {
    const onPress = jest.fn();
    const { rerender } = render(
      <WeappButton label="Open menu" onPress={onPress}>
        ≡
      </WeappButton>,
    );
    const view = screen.getByLabelText('Open menu');
    expect(view.className.split(' ')).toEqual(['app-button']);
    fireEvent.click(view);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <WeappButton label="Open menu" disabled onPress={onPress}>
        ≡
      </WeappButton>,
    );
    fireEvent.click(screen.getByLabelText('Open menu'));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Open menu').className.split(' ')).toEqual(['app-button', 'app-button--disabled']);
  });
});
