import { describe, expect, it } from 'vitest';
import type { DeliveryCommand } from '@postbridge/domain';
import { commandChanges, comparable, snapshotOf } from './commandChanges';

const viewer = { id: 'u1', login: 'alice' };

function command(overrides: Partial<DeliveryCommand>): DeliveryCommand {
  return {
    id: 'c1',
    jobId: 'j1',
    jobName: 'March invoices',
    serviceId: 's1',
    ouId: 'ou1',
    ownerId: 'u1',
    ownerLogin: 'alice',
    createdBy: 'alice',
    state: 'AWAIT_VALIDATION',
    creationDate: '2026-03-01T10:00:00.000Z',
    updateDate: '2026-03-01T10:00:00.000Z',
    expectedPostDate: null,
    postDate: null,
    needsValidation: true,
    expiresAt: null,
    validationDate: null,
    rejectionDate: null,
    validatedBy: null,
    reason: null,
    comment: null,
    packGroupCount: 3,
    serviceChannelOptions: {},
    deliveries: [],
    actions: [],
    version: 1,
    ...overrides,
  };
}

const validated = {
  state: 'VALIDATED',
  validationDate: '2026-03-01T11:00:00.000Z',
  validatedBy: 'val',
} as const;

describe('order changes between two polls', () => {
  it("finds the user's orders validated or rejected since the previous poll", () => {
    const before = snapshotOf(
      [command({ id: 'a' }), command({ id: 'b' }), command({ id: 'c' })],
      '2026-02-01',
    );
    const changes = commandChanges(
      before,
      [
        command({ id: 'a', ...validated }),
        command({ id: 'b', state: 'REJECTED', rejectionDate: '2026-03-01T11:00:00.000Z' }),
        command({ id: 'c' }),
      ],
      viewer,
    );
    expect(changes.validated.map((c) => c.id)).toEqual(['a']);
    expect(changes.rejected.map((c) => c.id)).toEqual(['b']);
    expect(changes.pending).toEqual([]);
  });

  it('counts an order validated later on (processing, sent) once only', () => {
    const first = [command({ id: 'a', ...validated })];
    const again = commandChanges(
      snapshotOf(first, '2026-02-01'),
      [command({ id: 'a', ...validated, state: 'OUTPUTTED' })],
      viewer,
    );
    expect(again.validated).toEqual([]);
  });

  it('ignores orders of other users, orders that needed no validation, and validations by the user', () => {
    const before = snapshotOf(
      [command({ id: 'other', ownerId: 'u2', createdBy: 'bob' }), command({ id: 'self' })],
      '2026-02-01',
    );
    const changes = commandChanges(
      before,
      [
        command({ id: 'other', ownerId: 'u2', createdBy: 'bob', ...validated }),
        command({ id: 'self', ...validated, validatedBy: 'alice' }),
        command({
          id: 'auto',
          needsValidation: false,
          state: 'VALIDATED',
          validationDate: '2026-03-01T11:00:00Z',
        }),
      ],
      viewer,
    );
    expect(changes.validated).toEqual([]);
  });

  it('counts an order deposited on behalf of someone else for the one who deposited it', () => {
    const before = snapshotOf([command({ id: 'x', ownerId: 'u9', createdBy: 'alice' })], '2026-02-01');
    const changes = commandChanges(
      before,
      [
        command({
          id: 'x',
          ownerId: 'u9',
          createdBy: 'alice',
          state: 'AUTOMATICALLY_REJECTED',
          rejectionDate: 'r',
        }),
      ],
      viewer,
    );
    expect(changes.rejected.map((c) => c.id)).toEqual(['x']);
  });

  it('finds new orders awaiting a validation the user may give', () => {
    const before = snapshotOf([command({ id: 'old', actions: ['validate', 'reject'] })], '2026-02-01');
    const changes = commandChanges(
      before,
      [
        command({ id: 'new', ownerId: 'u2', actions: ['validate', 'reject'] }),
        command({ id: 'notMine', ownerId: 'u2', actions: [] }),
        command({ id: 'old', actions: ['validate', 'reject'] }),
      ],
      viewer,
    );
    expect(changes.pending.map((c) => c.id)).toEqual(['new']);
  });

  it('compares only with a snapshot whose range does not start later', () => {
    expect(comparable(null, '2026-02-01')).toBe(false);
    expect(comparable(snapshotOf([], '2026-02-01'), '2026-02-02')).toBe(true);
    expect(comparable(snapshotOf([], '2026-02-10'), '2026-02-01')).toBe(false);
  });
});
