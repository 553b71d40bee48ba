/**
 * Registering a shopper in the browser tests as a shopper does: POST common3/clientRegistration,
 * then the code of the mail the server put in its outbox (read through the harness's database
 * handle) to common3/verifyRegistration. No back door.
 */
import type { Page } from 'playwright-core';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER, type RegistrationRequest } from '../../types/api';
import { mailedCode } from '../support/registration-mail';
import type { Harness } from './harness';

/** In the page's browser context: the page ends up signed in as the new shopper. */
export async function registerInPage(page: Page, h: Harness, form: RegistrationRequest): Promise<void> {
  const post = async (path: string, body: unknown, expected: number) => {
    // the page's app may not have had its first answer (which brings the cookie) yet
    if (!(await page.context().cookies(h.baseURL)).some((c) => c.name === XSRF_COOKIE))
      await page.context().request.get(`${h.baseURL}${API_BASE_PATH}/common3/appInfoInit`);
    const cookies = await page.context().cookies(h.baseURL);
    const xsrf = cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
    const res = await page.context().request.fetch(`${h.baseURL}${API_BASE_PATH}/${path}`, {
      method: 'POST',
      headers: { [XSRF_HEADER]: xsrf, 'content-type': 'application/json' },
      data: JSON.stringify(body),
    });
    if (res.status() !== expected) throw new Error(`POST ${path}: HTTP ${res.status()} ${await res.text()}`);
  };
  await post('common3/clientRegistration', form, 202);
  await post('common3/verifyRegistration', { email: form.email, code: mailedCode(h.server.db, form.email) }, 201);
}

/** Over plain HTTP, as another device would; the browser then signs in itself. */
export async function registerOverHttp(h: Harness, form: RegistrationRequest): Promise<void> {
  const first = await fetch(`${h.baseURL}${API_BASE_PATH}/common3/appInfoInit`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const post = async (path: string, body: unknown, expected: number) => {
    const res = await fetch(`${h.baseURL}${API_BASE_PATH}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, [XSRF_HEADER]: xsrf },
      body: JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`);
  };
  await post('common3/clientRegistration', form, 202);
  await post('common3/verifyRegistration', { email: form.email, code: mailedCode(h.server.db, form.email) }, 201);
}
