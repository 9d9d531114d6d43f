import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { useFormatDate, useFormatDateTime, useFormatDay } from './format';

// Dates as the user reads them: their language, their time zone (Node follows TZ when it is changed).

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

function formatters() {
  const i18n = createI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const hook = renderHook(
    () => ({ day: useFormatDay(), dateTime: useFormatDateTime(), date: useFormatDate() }),
    { wrapper },
  );
  return { i18n, hook };
}

describe('date formats', () => {
  it('show a day as that calendar day wherever the user is', () => {
    process.env.TZ = 'America/New_York';
    const { hook } = formatters();
    expect(hook.result.current.day('2026-03-20')).toBe('Mar 20, 2026');
    expect(hook.result.current.date('2026-03-20')).toBe('Mar 20, 2026');
    expect(hook.result.current.day(null)).toBe('');
  });

  it("show a timestamp's day as the day it is where the user is", () => {
    process.env.TZ = 'America/New_York';
    const west = formatters();
    // 02:00 in London is still the evening before in New York.
    expect(west.hook.result.current.day('2026-03-20T02:00:00Z')).toBe('Mar 19, 2026');
    west.hook.unmount();
    process.env.TZ = 'Asia/Tokyo';
    const east = formatters();
    expect(east.hook.result.current.day('2026-03-19T20:00:00Z')).toBe('Mar 20, 2026');
    expect(east.hook.result.current.dateTime('2026-03-19T20:00:00Z')).toBe('Mar 20, 2026, 5:00 AM');
  });

  it("follow the user's language", async () => {
    process.env.TZ = 'UTC';
    const { i18n, hook } = formatters();
    await act(() => i18n.changeLanguage('de'));
    expect(hook.result.current.day('2026-03-20')).toBe('20.03.2026');
    expect(hook.result.current.dateTime('2026-03-20T14:30:00Z')).toBe('20.03.2026, 14:30');
  });

  it('show a text that is not a date as it came, rather than breaking the screen', () => {
    const { hook } = formatters();
    expect(hook.result.current.day('soon')).toBe('soon');
    expect(hook.result.current.dateTime('not a time')).toBe('not a time');
    expect(hook.result.current.date('ASAP')).toBe('ASAP');
  });
});
