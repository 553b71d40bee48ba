/**
 * What a conformance check of one read is (server/conformance/calls.ts lists them): the call, what
 * the shopper meets when it fails, how it runs through the app's own client and what it learns.
 */
import type { ExtensionName } from '../../types/api';
import type { AppInfoModel } from '../../src/services/app-info';
import type { Services } from './services';

export type Need = 'journey' | 'screen' | 'feature';

/** What a reading of an answer left out (items dropped, a value it could not use). */
export interface Shortfall {
  count: number;
  /** Nothing of it was usable (every item dropped). */
  all: boolean;
  text: string;
}

/** What earlier answers told the check (as a shopper's taps would carry it on). */
export interface Found {
  info?: AppInfoModel;
  productId?: number;
  /** A product a cart line can be made of (no options to choose). */
  plainProductId?: number;
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  searchTerm?: string;
  campaignId?: number;
  country?: string;
  currency?: string;
  locationId?: string;
  signedIn?: boolean;
}

export interface CallCheck {
  id: string;
  /** Method and path as the spec names them. */
  call: string;
  need: Need;
  /** What the shopper sees when the call fails. */
  fails: string;
  /** Only when app info lists this extension. */
  extension?: ExtensionName;
  /** Why the call cannot be made from what is known yet (it is then skipped), or null. */
  skip?: (found: Found) => string | null;
  /** The web server draws a page's first content from this read (its page budget applies). */
  firstContent?: boolean;
  run: (svc: Services, found: Found) => Promise<unknown>;
  learn?: (model: never, found: Found) => void;
  shortfall?: (model: never, answer: unknown) => Shortfall | null;
}

/** A list's dropped items as a shortfall (`kept` of the answer's `items`). */
export function dropped(items: unknown, kept: number, what: string): Shortfall | null {
  if (!Array.isArray(items) || kept >= items.length) return null;
  const count = items.length - kept;
  return { count, all: kept === 0, text: `${count} of ${items.length} ${what} left out` };
}

export function need<M>(
  c: Omit<CallCheck, 'learn' | 'shortfall'> & {
    learn?: (model: M, found: Found) => void;
    shortfall?: (model: M, answer: unknown) => Shortfall | null;
  },
): CallCheck {
  return c;
}
