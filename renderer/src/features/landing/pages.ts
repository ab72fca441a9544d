/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { LandingPage } from './LandingPage';
export { CompanyFinder } from './CompanyFinder';
