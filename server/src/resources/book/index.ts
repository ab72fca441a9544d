/* Books and homework textbooks: registration, conversion to page images, contents, answers, files. */
export { bookRoutes } from './routes';
export { BOOK_CONVERT_JOB } from './register';
export { createConvertedDemoBook, type DemoPdf } from './demo';
export { registerTextbook } from './textbook';
export { markBookUsed } from './service';
export { adoptProposedAnswers } from './conversion';
export { conversionOf } from './dto';
