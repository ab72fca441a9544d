import { describe, expect, it } from 'vitest';
import { readMailEnv } from './config';

describe('readMailEnv', () => {
  it('is off without SMTP_URL, and reads the server, sender and enquiry recipients', () => {
    expect(readMailEnv({})).toBeNull();
    expect(readMailEnv({ SMTP_URL: 'smtp://u:p@mail.example:587', ENQUIRY_MAIL_TO: ' desk@example.com , head@example.com ' })).toEqual({
      smtpUrl: 'smtp://u:p@mail.example:587',
      from: 'Boda Classroom <no-reply@boda.invalid>',
      enquiryTo: ['desk@example.com', 'head@example.com'],
    });
    expect(readMailEnv({ SMTP_URL: 'smtps://mail.example', ENQUIRY_MAIL_TO: 'a@b.c', MAIL_FROM: 'Site <site@b.c>' })?.from).toBe(
      'Site <site@b.c>',
    );
  });

  it('stops the start on a half or wrong configuration', () => {
    expect(() => readMailEnv({ ENQUIRY_MAIL_TO: 'desk@example.com' })).toThrow(/SMTP_URL/);
    expect(() => readMailEnv({ SMTP_URL: 'smtp://mail.example' })).toThrow(/ENQUIRY_MAIL_TO/);
    expect(() => readMailEnv({ SMTP_URL: 'http://mail.example', ENQUIRY_MAIL_TO: 'a@b.c' })).toThrow(/smtp:\/\//);
    expect(() => readMailEnv({ SMTP_URL: 'smtp://mail.example', ENQUIRY_MAIL_TO: 'not-an-address' })).toThrow(/invalid address/);
  });
});
