/**
 * common3: start-up app info, content pages, language, exchange rates, store locations (spec 7.1).
 */
import { sameSiteOnly } from '../http/xsrf';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type {
  SectionTemplate,
  TimeZoneInfo,
  TimeZoneInfoRequest,
  AppDetail,
  AppInfo,
  ChangeLocaleResponse,
  ExchangeRates,
  Locale,
  PageContent,
  SelectedStoreLocation,
  SetSelectedStoreLocationRequest,
  StoreLocation,
} from '../../../types/api';
import { ApiError, notFound } from '../http/errors';
import {
  LOCALES,
  getExchangeRates,
  getLocation,
  getLocations,
  getMessages,
  getNavigation,
  getPage,
  getPaymentSettings,
  getShell,
  localize,
} from '../models/store';
import { paymentFlags } from '../models/checkout-config';
import { findUserById, toMembership, toProfile } from '../models/users';
import { requestLocale, requestOrigin, type RouteModule } from './types';
import { fillPageValues } from '../models/page-values';
import { sectionTemplate } from '../models/sections';
import { MAX_INSTANTS, timeZoneInfo } from '../models/store-time';

function appDetail(db: Db, req: FastifyRequest, locale: Locale, caid: string): AppDetail {
  const ua = req.headers['user-agent'] ?? '';
  const isMobile = /Mobi|Android|iPhone|iPad|iPod/i.test(ua);
  const location = req.session.locationId ? getLocation(db, req.session.locationId, locale) : undefined;
  return {
    isWmp: /miniProgram/i.test(ua),
    wmpBind: false,
    appDomain: req.host,
    cdnpath: requestOrigin(req),
    caid,
    isAac: /AlipayClient/i.test(ua),
    isMobile,
    isDeskTop: !isMobile,
    locid: location?.id ?? null,
    locname: location?.localStoreName ?? null,
  };
}

export function buildAppInfo(db: Db, req: FastifyRequest): AppInfo {
  const locale = requestLocale(req);
  const shell = getShell(db);
  const image = (path: string) => (path ? { imageURL: path } : null);
  const info: AppInfo = {
    appContent: {
      system: {
        appMessage: { currentLocale: locale, applicationMessage: { messages: getMessages(db, locale) } },
      },
      appDetail: appDetail(db, req, locale, shell.caid),
      labels: shell.labels[locale] ?? {},
      css: shell.css,
      logo: image(shell.images.logo),
      footerLogo: image(shell.images.footerLogo),
      favicon: image(shell.images.favicon),
      storeName: localize(shell.storeName, locale),
      storeLogo: shell.storeLogo,
      navigation: getNavigation(db, locale),
      headerControl: shell.headerControl,
    },
    systemSettings: {
      appConfig: shell.appConfig,
      // the logos follow the payment channels' settings, as the methods offered at payment do
      payment: { ...getPaymentSettings(db), ...paymentFlags(db) },
      social: shell.social,
      storeLocations: getLocations(db, locale),
    },
    user: null,
    userID: null,
    lastLoginDate: null,
    myID: null,
    referrerUserGroup: null,
    membership: null,
    extensions: [...req.server.extensions],
  };
  const user = req.session.userId ? findUserById(db, req.session.userId) : undefined;
  if (user) {
    info.user = toProfile(user);
    info.userID = user.id;
    info.lastLoginDate = user.last_login_at;
    info.myID = user.my_id;
    info.referrerUserGroup = user.referrer_user_group;
    info.membership = toMembership(user);
  }
  return info;
}

const commonRoutes: RouteModule = (app, { db }) => {
  app.get('/common3/appInfoInit', (req): AppInfo => buildAppInfo(db, req));

  app.get<{ Querystring: { pageName: string } }>(
    '/common3/pageContent',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['pageName'],
          properties: { pageName: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
        },
      },
    },
    (req): PageContent => {
      const locale = requestLocale(req);
      const page = getPage(db, req.query.pageName, locale);
      if (!page) throw notFound(`Page not found: ${req.query.pageName}`);
      return { ...page, body: fillPageValues(db, page.body, locale) };
    },
  );

  app.get<{ Params: { type: string } }>(
    '/common3/sectionTemplateByType/:type',
    {
      schema: {
        params: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
        },
      },
    },
    (req): SectionTemplate => {
      const template = sectionTemplate(db, req.params.type, requestLocale(req));
      if (!template) throw notFound(`No section template of type ${req.params.type}`);
      return template;
    },
  );

  app.post<{ Body: TimeZoneInfoRequest | undefined }>(
    '/common3/timeZoneInfo/GMT',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { instants: { type: 'array', maxItems: MAX_INSTANTS, items: { type: 'string', maxLength: 40 } } },
        },
      },
    },
    (req): TimeZoneInfo => timeZoneInfo(db, req.body?.instants ?? []),
  );

  app.get<{ Params: { locale: Locale } }>(
    '/common3/changeLocale/:locale',
    {
      // a GET that changes the session's language (spec 7.1): refused from another site's page
      onRequest: sameSiteOnly,
      schema: {
        params: {
          type: 'object',
          required: ['locale'],
          properties: { locale: { type: 'string', enum: LOCALES } },
        },
      },
    },
    (req): ChangeLocaleResponse => {
      const locale = req.params.locale;
      req.session.update({ locale });
      return { currentLocale: locale, applicationMessage: { messages: getMessages(db, locale) } };
    },
  );

  const allRates = (): ExchangeRates => getExchangeRates(db) ?? { baseCurrency: 'USD', rates: {} };
  app.get('/common3/exchangeRates', allRates);
  app.get('/common3/exchangeRates/', allRates);
  app.get<{ Params: { currency: string } }>(
    '/common3/exchangeRates/:currency',
    {
      schema: {
        params: {
          type: 'object',
          required: ['currency'],
          properties: { currency: { type: 'string', pattern: '^[A-Za-z]{3}$' } },
        },
      },
    },
    (req): ExchangeRates => {
      const code = req.params.currency.toUpperCase();
      const rates = getExchangeRates(db, code);
      if (!rates) throw notFound(`Unknown currency: ${code}`);
      return rates;
    },
  );

  app.get('/common3/pickupLocations', (req): StoreLocation[] =>
    getLocations(db, requestLocale(req)).filter((l) => l.display && !l.virtual),
  );

  app.post<{ Body: SetSelectedStoreLocationRequest }>(
    '/common3/setSelectedStoreLocation',
    {
      schema: {
        body: {
          type: 'object',
          required: ['locationId'],
          properties: { locationId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    (req): SelectedStoreLocation => {
      const location = getLocation(db, req.body.locationId, requestLocale(req));
      if (!location || !location.display) {
        throw new ApiError(404, 'NOT_FOUND', 'This store location is not available', 'locationId');
      }
      req.session.update({ locationId: location.id });
      return { locid: location.id, locname: location.localStoreName };
    },
  );
};

export default commonRoutes;
