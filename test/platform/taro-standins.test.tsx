/** The jest stand-ins for @tarojs/components and @tarojs/taro (test/support) behave as documented. */
import { fireEvent, render, screen } from '@testing-library/react';
import Taro, { useLoad, useRouter } from '@tarojs/taro';
import { Button, Form, Image, Input, Navigator, ScrollView, Switch, Text, View } from '@tarojs/components';
import { AtButton, AtInput } from 'taro-ui';
import { resetTaro, setEnv, setRouter } from '../support/taro';

beforeEach(() => resetTaro());

describe('@tarojs/components stand-in', () => {
  it('maps elements, drops string styles and Taro-only props, keeps object styles and aria', () => {
    const spy = jest.spyOn(console, 'error');
    const { container } = render(
      <View className="box" style="color: red" hoverClass="x" ariaLabel="Cart" data-id="7">
        <Text style={{ color: 'blue' }} selectable>
          hi
        </Text>
        <Image src="/a.png" mode="aspectFill" lazyLoad />
        <Navigator url="/store">shop</Navigator>
      </View>,
    );
    const div = container.firstElementChild as HTMLElement;
    expect(div.tagName).toBe('DIV');
    expect(div.getAttribute('style')).toBeNull();
    expect(div.getAttribute('aria-label')).toBe('Cart');
    expect(div.dataset.id).toBe('7');
    expect(screen.getByText('hi').tagName).toBe('SPAN');
    expect(screen.getByText('hi').style.color).toBe('blue');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    expect(screen.getByText('shop').getAttribute('href')).toBe('/store');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('Input gives Taro events with detail.value; Enter is onConfirm', () => {
    const onInput = jest.fn((e: { detail: { value: string } }) => e.detail.value);
    const onConfirm = jest.fn((e: { detail: { value: string } }) => e.detail.value);
    render(<Input placeholder="Search" value="" onInput={onInput} onConfirm={onConfirm} />);
    const input = screen.getByPlaceholderText('Search');
    fireEvent.change(input, { target: { value: 'tea' } });
    expect(onInput).toHaveReturnedWith('tea');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalled();
  });

  it('Button is a type=button; Switch gives detail.value; Form gives its fields', () => {
    const onClick = jest.fn();
    const onSwitch = jest.fn((e: { detail: { value: boolean } }) => e.detail.value);
    const onSubmit = jest.fn((e: { detail: { value?: Record<string, unknown> } }) => e.detail.value);
    render(
      <Form onSubmit={onSubmit}>
        <Input name="email" value="a@b.c" onInput={() => undefined} />
        <Switch checked={false} onChange={onSwitch} ariaLabel="notify" />
        <Button onClick={onClick} formType="submit">
          Go
        </Button>
        <Button onClick={onClick} openType="share">
          Plain
        </Button>
      </Form>,
    );
    expect(screen.getByText('Plain').getAttribute('type')).toBe('button');
    fireEvent.click(screen.getByRole('switch'));
    expect(onSwitch).toHaveReturnedWith(true);
    fireEvent.click(screen.getByText('Go'));
    expect(onSubmit).toHaveReturnedWith({ email: 'a@b.c' });
  });

  it('other Taro events listen for a DOM event of the same name', () => {
    const onScrollToLower = jest.fn();
    render(
      <ScrollView scrollY onScrollToLower={onScrollToLower}>
        list
      </ScrollView>,
    );
    fireEvent(screen.getByText('list'), new CustomEvent('scrolltolower', { detail: {} }));
    expect(onScrollToLower).toHaveBeenCalledTimes(1);
  });

  it('taro-ui components render on it', () => {
    const onChange = jest.fn();
    render(
      <>
        <AtButton type="primary" onClick={() => undefined}>
          Apply
        </AtButton>
        <AtInput name="q" value="" placeholder="Type" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Apply')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Type'), { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledWith('x', expect.anything());
  });
});

describe('@tarojs/taro stand-in', () => {
  it('storage round-trips and reads missing keys as ""', () => {
    expect(Taro.getStorageSync('nope')).toBe('');
    Taro.setStorageSync('k', { a: 1 });
    expect(Taro.getStorageSync('k')).toEqual({ a: 1 });
    resetTaro();
    expect(Taro.getStorageSync('k')).toBe('');
  });

  it('router, env and hooks', () => {
    setRouter('/pages/confirmation/index', { id: '9' });
    setEnv('WEAPP');
    expect(Taro.getEnv()).toBe(Taro.ENV_TYPE.WEAPP);
    const loaded = jest.fn();
    function Page() {
      const router = useRouter();
      useLoad(loaded);
      return <View>{`${router.path}:${router.params.id}`}</View>;
    }
    render(<Page />);
    expect(screen.getByText('/pages/confirmation/index:9')).toBeTruthy();
    expect(loaded).toHaveBeenCalledWith({ id: '9' });
  });

  it('records navigation calls; request rejects until mocked', async () => {
    await Taro.navigateTo({ url: '/pages/store/index/index' });
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/store/index/index' });
    await expect(Taro.request({ url: '/x' })).rejects.toMatchObject({
      errMsg: expect.stringContaining('mock Taro.request'),
    });
  });
});
