/** taro-ui's toast: an ordinary import (the mini-program has no async chunks; see toast.tsx). */
export { default as Toast } from 'taro-ui/lib/components/toast';
