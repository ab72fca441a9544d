/* The public site's trial dialog (GET /open/serviceIntro, POST /open/serviceIntro/demo): its public surface. */
export { serviceIntroRoutes } from './routes';
export { INTRO_DEMO_MAIL_JOB } from './mail-job';
