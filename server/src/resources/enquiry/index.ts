/* The enquiry resource's public surface: other resources import only from here. */
export { enquiryRoutes } from './routes';
export { ENQUIRY_MAIL_JOB } from './mail-job';
