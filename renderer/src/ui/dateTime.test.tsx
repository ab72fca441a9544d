import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { DateTime } from './DateTime';
import { formatDateTime, localIsoDay } from './dateTime';

// 2026-11-23 10:45 local time: the same moment the user list, the detail and the rooms once showed three ways.
const moment = new Date(2026, 10, 23, 10, 45, 12);

describe('one date and time formatter', () => {
  it('shows a moment the same way wherever it appears, in both languages', () => {
    for (const language of ['en', 'ko']) {
      expect(formatDateTime(moment, 'dateTime', language)).toBe('2026-11-23 10:45');
      expect(formatDateTime(moment.toISOString(), 'date', language)).toBe('2026-11-23');
      expect(formatDateTime(moment, 'time', language)).toBe('10:45');
    }
    expect(formatDateTime(moment, 'dateTime', 'ko-KR')).toBe('2026-11-23 10:45');
  });

  it('shows a dash for a missing or unreadable value', () => {
    expect(formatDateTime(null, 'dateTime', 'en')).toBe('-');
    expect(formatDateTime('not a date', 'date', 'ko')).toBe('-');
  });

  it('gives date inputs their local day', () => {
    expect(localIsoDay(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05');
  });

  it('<DateTime> renders a <time> element carrying the exact moment', async () => {
    await i18n.changeLanguage('ko');
    render(
      <I18nextProvider i18n={i18n}>
        <DateTime value={moment.toISOString()} kind="dateTime" />
      </I18nextProvider>,
    );
    const time = screen.getByText('2026-11-23 10:45');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(moment.toISOString());
    await i18n.changeLanguage('en');
  });
});
