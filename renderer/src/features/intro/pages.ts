/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { IntroLayout } from './IntroLayout';
export { IntroHomePage } from './IntroHomePage';
export { AcademyPage, TeacherPage } from './AcademyPages';
export { PersonalClassPage, PrivateClassPage } from './ClassPages';
export { PersonalPricePage, PrivatePricePage } from './PricePages';
export { ContactPage } from './ContactPage';
export { FaqPage } from './FaqPage';
