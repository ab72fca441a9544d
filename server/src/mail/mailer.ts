import nodemailer from 'nodemailer';
import type { MailSettings } from './config';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends mail; rejects when the server refuses or cannot be reached (callers retry through the job queue). */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; accepted: string[] }>;
  close(): void;
}

/** One pooled SMTP transport per app; timeouts keep a dead server from holding a job for minutes. */
export function createSmtpMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return { messageId: info.messageId, accepted: info.accepted.map(String) };
    },
    close() {
      transport.close();
    },
  };
}
