import { describe, expect, it } from 'vitest';
import { addressLinesOf, editedAddressIds, letterCheckOf, recipientNameOf } from './letters';

const result = (value: string | null, type: 'address' | 'text', status = 'GOOD') => ({
  value,
  status,
  valid: status !== '300',
  error: status === '300' ? 'address.incomplete' : null,
  countryCode: 'FR',
  type,
});

const letter = (id: string, requirements: Record<string, ReturnType<typeof result>>) => ({
  id,
  requirements,
});

const ADDRESS = 'Simple mail/mainPostalAddress';

describe('a letter in the letters tables', () => {
  it('prints the stored address lines and names the recipient by its first line', () => {
    const group = letter('p1', {
      [ADDRESS]: result('M. Paul Lemoine\n6 rue du Moulin\n 21000 DIJON \n', 'address'),
    });
    expect(addressLinesOf(group)).toEqual(['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON']);
    expect(recipientNameOf(group)).toBe('M. Paul Lemoine');
    expect(recipientNameOf(letter('p2', {}))).toBeNull();
  });

  it('prefers the recipient name requirement when there is one', () => {
    const group = letter('p1', {
      'Registered e-mail/recipientName': result('Ada Martin', 'text'),
      [ADDRESS]: result('SARL Martin\n12 rue de la Paix\n75002 PARIS', 'address'),
    });
    expect(recipientNameOf(group)).toBe('Ada Martin');
  });

  it('finds the letters whose address a person edited, from the history', () => {
    const groups = [
      letter('p1', { [ADDRESS]: result('A', 'address'), reference: result('R1', 'text') }),
      letter('p2', { [ADDRESS]: result('B', 'address'), reference: result('R2', 'text') }),
      letter('p3', { [ADDRESS]: result('C', 'address') }),
    ];
    const revisions = [
      { action: 'packGroupEdited', details: { packGroupId: 'p1', requirements: [ADDRESS] } },
      // Another value edited: the address is as read.
      { action: 'packGroupEdited', details: { packGroupId: 'p2', requirements: ['reference'] } },
      // An edit recorded before edits named their values: counted, to be safe.
      { action: 'packGroupEdited', details: { packGroupId: 'p3', addressQuality: 'GOOD' } },
      { action: 'packGroupsRejected', details: { packGroupIds: ['p2'] } },
    ];
    expect([...editedAddressIds(revisions, groups)].sort()).toEqual(['p1', 'p3']);
  });

  it('counts an address corrected by hand as corrected, unless forced or refused', () => {
    const good = { requirements: { [ADDRESS]: result('A', 'address') } };
    expect(letterCheckOf(good, true)).toMatchObject({ status: 'MODIFIED', byHand: true });
    expect(letterCheckOf(good, false)).toMatchObject({ status: 'GOOD', byHand: false });
    const forced = { requirements: { [ADDRESS]: result('A', 'address', 'FORCED') } };
    expect(letterCheckOf(forced, true)).toMatchObject({ status: 'FORCED', byHand: false });
    const bad = { requirements: { [ADDRESS]: result('A', 'address', '300') } };
    expect(letterCheckOf(bad, true)).toMatchObject({ status: 'BAD', byHand: false });
  });

  it('names the value its status comes from: the refused one, the address first among equals', () => {
    const group = {
      requirements: {
        reference: result('R1', 'text', 'MODIFIED'),
        [ADDRESS]: result('A', 'address', '300'),
      },
    };
    expect(letterCheckOf(group, false).cause).toMatchObject({ status: '300', error: 'address.incomplete' });
    const both = { requirements: { reference: result('R1', 'text'), [ADDRESS]: result('A', 'address') } };
    expect(letterCheckOf(both, false).cause).toMatchObject({ type: 'address', countryCode: 'FR' });
    expect(letterCheckOf({ requirements: {} }, false).cause).toBeNull();
  });
});
