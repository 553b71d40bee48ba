// axe on every shopper route on a phone (test/e2e/a11y-routes.ts).
import { axeRouteSuite } from './a11y-routes';

axeRouteSuite('mobile');
