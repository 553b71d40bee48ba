import type { Translator } from '@/i18n/translator';

/** WeChat loads the mini-program's subpackages itself (see route-failure.ts): nothing to do. */
export function installRouteFailureNotice(_translator: () => Translator): void {}
