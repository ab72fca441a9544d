/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { ManageSettlementPage } from './ManageSettlementPage';
export { ServiceSettlementPage } from './ServiceSettlementPage';
