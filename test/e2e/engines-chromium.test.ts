/** The shopper's main journeys in chromium (written once in engines/journeys.ts). */
import { describeE2E } from './harness';
import { engineJourneys } from './engines/journeys';

describeE2E('engines: chromium', () => engineJourneys('chromium'));
