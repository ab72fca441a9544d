/* Outgoing mail: configuration from the environment and the SMTP sender. */
export { readMailEnv, type MailSettings } from './config';
export { createSmtpMailer, type Mailer, type MailMessage } from './mailer';
