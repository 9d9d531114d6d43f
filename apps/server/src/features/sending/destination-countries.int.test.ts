import type { ApiIssue, SavedChannel } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { oneLetterEach } from '../seed/sample-files';
import { depositFile, sendingContext, type SendingContext } from './testing';

// A channel's destination countries (issue 22; docs/domain-decisions.md "Channels and options"): a super
// administrator lists the countries a channel carries mail to, and ordering leaves a letter to another country
// out of that channel, with the country named — through the API, as the administration and deposit screens do.

let c: SendingContext;
let admin: string;
beforeEach(async () => {
  c = await sendingContext();
  admin = await sessionToken(c.t.deps, 'admin');
});
afterEach(async () => {
  await c?.t.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });

/** Saves the demo "Simple mail" channel with these destination countries, as the channel screen sends it. */
async function setDestinations(countries: string[]) {
  const stored = (await call(admin, 'GET', '/api/channels/simple-mail')).json().result as SavedChannel;
  const {
    creationDate: _created,
    updateDate: _updated,
    externalOutputToken: _token,
    externalOutputTokenSet: _set,
    ...channel
  } = stored;
  return call(admin, 'POST', '/api/channels', { ...channel, destinationCountries: countries });
}

/** Three one-page letters in the demo "Letter batch" service of a French account: to France, Belgium, Switzerland. */
async function depositThreeCountries(): Promise<string[]> {
  const pdf = await oneLetterEach('Three countries', [
    ['Madame Isabelle Martin', '12 rue des Lilas', '33000 BORDEAUX'],
    ['Monsieur Jean Dubois', 'Rue du Progrès 80', '1030 Schaerbeek', 'BELGIQUE'],
    ['Herr Peter Müller', 'Wankdorfallee 4', '3030 Bern', 'SUISSE'],
  ]);
  const jobId = await depositFile(c, 'Letter batch', {
    field: 'file.letters.0',
    name: 'three.pdf',
    content: pdf,
  });
  const groups = (await call(c.token, 'GET', `/api/jobs/${jobId}/packGroups`)).json().result as {
    id: string;
    requirements: Record<string, { countryCode: string | null; valid: boolean }>;
  }[];
  expect(groups.map((g) => g.requirements['Simple mail/mainPostalAddress'])).toEqual([
    expect.objectContaining({ valid: true, countryCode: 'FR' }),
    expect.objectContaining({ valid: true, countryCode: 'BE' }),
    expect.objectContaining({ valid: true, countryCode: 'CH' }),
  ]);
  return groups.map((g) => g.id);
}

describe("a channel's destination countries", () => {
  it('are saved in capitals, read back, and refused when not ISO country codes or listed twice', async () => {
    const saved = await setDestinations(['fr', ' be ']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ id: 'simple-mail', destinationCountries: ['FR', 'BE'] });
    const read = (await call(c.token, 'GET', '/api/channels/simple-mail')).json().result;
    expect(read.destinationCountries).toEqual(['FR', 'BE']);
    const row = await c.t.deps.db
      .selectFrom('channel')
      .select('destination_countries')
      .where('id', '=', 'simple-mail')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.destination_countries)).toEqual(['FR', 'BE']);

    const refused = await setDestinations(['FR', 'XX', 'FRANCE', 'fr']);
    expect(refused.statusCode).toBe(400);
    const issues = (refused.json() as { error: { issues: ApiIssue[] } }).error.issues;
    expect(issues.map((i) => [i.key, i.path, i.params])).toEqual([
      ['channel.destinationCountryUnknown', 'destinationCountries[1]', { country: 'XX' }],
      ['channel.destinationCountryUnknown', 'destinationCountries[2]', { country: 'FRANCE' }],
      ['channel.destinationCountryDuplicate', 'destinationCountries[3]', { country: 'FR' }],
    ]);
    expect(
      (await call(c.token, 'GET', '/api/channels/simple-mail')).json().result.destinationCountries,
    ).toEqual(['FR', 'BE']);
  });

  it('leave a letter to another country out of the order, with the country named; no list carries all', async () => {
    const [toFrance, toBelgium, toSwitzerland] = await depositThreeCountries();
    expect((await setDestinations(['FR', 'BE'])).statusCode).toBe(200);

    const plan = (
      await call(c.token, 'POST', '/api/deliveries/checkOptions', {
        packGroupIds: [toFrance, toBelgium, toSwitzerland],
      })
    ).json().result;
    expect(plan.channels).toEqual([
      expect.objectContaining({
        serviceChannelLabel: 'Simple mail',
        channelId: 'simple-mail',
        packGroupIds: [toFrance, toBelgium],
      }),
    ]);
    expect(plan.notEligible).toEqual([
      {
        packGroupId: toSwitzerland,
        reasons: [
          {
            key: 'delivery.countryNotHandled',
            path: `packGroups.${toSwitzerland}.Simple mail/mainPostalAddress`,
            severity: 'error',
            params: { channel: 'Simple mail', country: 'CH' },
          },
        ],
      },
    ]);

    expect((await setDestinations([])).statusCode).toBe(200);
    const everywhere = (
      await call(c.token, 'POST', '/api/deliveries/checkOptions', {
        packGroupIds: [toFrance, toBelgium, toSwitzerland],
      })
    ).json().result;
    expect(everywhere.notEligible).toEqual([]);
    expect(everywhere.channels[0].packGroupIds).toEqual([toFrance, toBelgium, toSwitzerland]);
  });
});
