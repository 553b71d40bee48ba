/** The shopper's main journeys in firefox (written once in engines/journeys.ts). */
import { describeE2E } from './harness';
import { engineJourneys } from './engines/journeys';

describeE2E('engines: firefox', () => engineJourneys('firefox'));
