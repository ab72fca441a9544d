/*
 * Outgoing mail (README "Configuration"): SMTP_URL names the server (smtp://user:pass@host:587,
 * smtps://... for implicit TLS), MAIL_FROM the sender. Without SMTP_URL nothing is mailed and the
 * features that mail keep what they would have sent (the enquiries stay in the database).
 */

export interface MailSettings {
  /** nodemailer's connection URL: smtp:// (STARTTLS when offered) or smtps://. */
  smtpUrl: string;
  /** The From header. */
  from: string;
  /** ENQUIRY_MAIL_TO: who receives the enquiries of the public site (comma-separated). */
  enquiryTo: string[];
}

const DEFAULT_FROM = 'Boda Classroom <no-reply@boda.invalid>';

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function addressList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const ADDRESS_RE = /^[^\s@<>,]+@[^\s@<>,]+$/;

/** SMTP_URL, MAIL_FROM, ENQUIRY_MAIL_TO; null when SMTP_URL is unset. A half configuration stops the start. */
export function readMailEnv(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const enquiryTo = addressList(env.ENQUIRY_MAIL_TO);
  if (!smtpUrl) {
    if (enquiryTo.length > 0) throw new Error('ENQUIRY_MAIL_TO is set but SMTP_URL is not: set both or neither');
    return null;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch (err) {
    throw new Error('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://...', { cause: err });
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`);
  if (enquiryTo.length === 0) throw new Error('SMTP_URL is set but ENQUIRY_MAIL_TO is not: name who receives the enquiries');
  const bad = enquiryTo.find((a) => !ADDRESS_RE.test(a));
  if (bad) throw new Error(`ENQUIRY_MAIL_TO has an invalid address: "${bad}"`);
  return { smtpUrl, from: nonEmpty(env.MAIL_FROM) ?? DEFAULT_FROM, enquiryTo };
}
