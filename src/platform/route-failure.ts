/**
 * A page whose code cannot be had (offline, and never opened on this device, so the offline
 * worker has no copy of its chunk): Taro's router rejects and draws nothing, which left a blank
 * page on a reload and the old page under a new address after a tap. Instead a notice takes the
 * page's place: offline, it says so and opens the page by itself when the connection is back;
 * online (the chunk is gone and reloading once did not help), it offers to try again.
 * Variants: this file (H5: webpack chunks) and `route-failure.weapp.ts` (WeChat loads
 * subpackages itself: nothing to do).
 */
import { isChunkLoadError } from '@/domain/app-update';
import type { Translator } from '@/i18n/translator';
import { isOnline } from './network';

const ID = 'sf-route-failure';

/** Whether a fetch of the page's own address gets any answer (navigator.onLine can be wrong). */
async function reachable(): Promise<boolean> {
  if (!isOnline()) return false;
  try {
    await fetch(`/manifest.webmanifest?probe=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.className = `action-button${primary ? ' action-button--primary' : ''}`;
  b.style.cssText = 'min-height:44px;padding:0 20px;border-radius:8px;font:inherit;font-weight:700;cursor:pointer;';
  b.style.cssText += primary
    ? 'border:0;background:var(--store-primary,#0f5c4d);color:var(--store-on-primary,#fff);'
    : 'border:1px solid #c9ced6;background:#fff;color:#1c1f23;';
  b.addEventListener('click', onClick);
  return b;
}

function show(t: Translator, offline: boolean): void {
  document.getElementById(ID)?.remove();
  const box = document.createElement('div');
  box.id = ID;
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;inset:0;z-index:5000;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;background:#f5f6f8;color:#1c1f23;text-align:center;font-size:16px;line-height:1.5;';
  const text = document.createElement('p');
  text.style.cssText = 'margin:0;max-width:32em;font-weight:600;';
  text.textContent = t(offline ? 'istore_page_offline' : 'istore_page_load_failed');
  const row = document.createElement('div');
  row.style.cssText = 'display:flex;flex-wrap:wrap;gap:12px;justify-content:center;';
  row.append(
    button(t('istore_common_retry'), true, () => window.location.reload()),
    button(t('istore_header_home'), false, () => window.location.assign('/')),
  );
  box.append(text, row);
  document.body.append(box);
  if (offline) window.addEventListener('online', () => window.location.reload(), { once: true });
}

/**
 * Shows the notice for a page's chunk that failed to load (an unhandled rejection of the
 * router). `translator` gives the shopper's language when it is called.
 */
export function installRouteFailureNotice(translator: () => Translator): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  window.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    if (!isChunkLoadError(e.reason)) return;
    e.preventDefault();
    void reachable().then((online) => show(translator(), !online));
  });
  // a page of the app drawn again (back, another link) replaces the notice
  window.addEventListener('popstate', () => document.getElementById(ID)?.remove());
}
