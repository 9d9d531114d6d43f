import { describe, expect, it } from 'vitest';
import { fillJobHistoryLogins } from './job-history';

describe('fillJobHistoryLogins', () => {
  it("gives the second and third entries the first entry's login when they have none", () => {
    const history = [
      { state: 'CREATED', loggedUserLogin: 'alice' },
      { state: 'PROCESSING', loggedUserLogin: null },
      { state: 'PACK_GROUPS_CREATED' },
      { state: 'PACK_GROUPS_CREATED_AWAIT_VALIDATION', loggedUserLogin: '' },
    ];
    expect(fillJobHistoryLogins(history).map((e) => e.loggedUserLogin)).toEqual([
      'alice',
      'alice',
      'alice',
      '',
    ]);
  });

  it('keeps logins that are set', () => {
    const history = [
      { state: 'CREATED', loggedUserLogin: 'alice' },
      { state: 'PROCESSING', loggedUserLogin: 'system' },
      { state: 'PACK_GROUPS_CREATED', loggedUserLogin: 'bob' },
    ];
    expect(fillJobHistoryLogins(history)).toEqual(history);
  });

  it('does nothing without a first login or entries', () => {
    expect(fillJobHistoryLogins([])).toEqual([]);
    const history = [{ state: 'CREATED', loggedUserLogin: null }, { state: 'PROCESSING' }];
    expect(fillJobHistoryLogins(history)).toEqual(history);
  });

  it('does not change the entries it is given', () => {
    const history = [
      { state: 'CREATED', loggedUserLogin: 'alice' },
      { state: 'PROCESSING', loggedUserLogin: null },
    ];
    fillJobHistoryLogins(history);
    expect(history[1]!.loggedUserLogin).toBeNull();
  });
});
