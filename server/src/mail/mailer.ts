import type { Transporter } from 'nodemailer';
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

/**
 * One pooled SMTP transport per app, made at the first message: nodemailer (~0.4 MB of JavaScript) is
 * loaded then, not by every server at start. Timeouts keep a dead server from holding a job for minutes.
 */
export function createSmtpMailer(settings: MailSettings): Mailer {
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(settings.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async send(message) {
      const info = await (
        await transportOf()
      ).sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return { messageId: info.messageId, accepted: info.accepted.map(String) };
    },
    close() {
      void transport?.then((made) => made.close());
    },
  };
}
