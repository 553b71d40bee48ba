/**
 * The shopper's main journeys in WebKit (written once in engines/journeys.ts), and what an iPhone
 * shopper meets (engines/ios.ts: WebKit with an iPhone's user agent).
 */
import { describeE2E } from './harness';
import { engineJourneys } from './engines/journeys';
import { iosChecks } from './engines/ios';

describeE2E('engines: webkit', () => engineJourneys('webkit', iosChecks));
