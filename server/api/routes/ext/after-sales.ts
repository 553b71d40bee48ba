/**
 * The after-sales extensions as extension areas: name, tables, routes. Listed in
 * server/extensions.ts EXTENSION_AREAS.
 */
import { EXT_ORDER_TIMELINE, EXT_RETURNS, EXT_REVIEWS } from '../../../../types/after-sales';
import { orderTimelineData, returnsData, reviewsData } from '../../seed/after-sales';
import orderTimelineRoutes from './order-timeline';
import returnsRoutes from './returns';
import reviewsRoutes from './reviews';

export const AFTER_SALES_EXTENSIONS = [
  { name: EXT_ORDER_TIMELINE, data: orderTimelineData, routes: [orderTimelineRoutes] },
  { name: EXT_REVIEWS, data: reviewsData, routes: [reviewsRoutes] },
  { name: EXT_RETURNS, data: returnsData, routes: [returnsRoutes] },
];
