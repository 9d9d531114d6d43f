import type { DeliveryCommand, DeliveryCommandState } from '@postbridge/domain';

// Desktop notifications of docs/product.md §3 uipreferences (validated, rejected, pending) and §4 "Tabs": we
// detect them by comparing two successive answers of the orders list (GET /deliveries/commands/list), not the
// counters. The counters only move in sums (a validation and a new pending order can leave "Awaiting
// validation" unchanged) and cannot tell which order changed, nor whether it concerns this user.

/** What we remember of an order between two polls. */
interface CommandMark {
  state: DeliveryCommandState;
  validated: boolean;
  rejected: boolean;
}

export interface CommandSnapshot {
  /** First day of the search range the list covered: a range reaching further back starts a new baseline. */
  fromDate: string;
  marks: Map<string, CommandMark>;
}

export interface CommandChanges {
  /** The user's own orders (owned, or deposited on someone's behalf) validated since the last poll. */
  validated: DeliveryCommand[];
  /** The user's own orders rejected (by a validator or automatically, when expired) since the last poll. */
  rejected: DeliveryCommand[];
  /** Orders that began to await a validation this user may give. */
  pending: DeliveryCommand[];
}

interface Viewer {
  id: string;
  login: string;
}

export function snapshotOf(commands: readonly DeliveryCommand[], fromDate: string): CommandSnapshot {
  return {
    fromDate,
    marks: new Map(
      commands.map((c) => [
        c.id,
        { state: c.state, validated: c.validationDate !== null, rejected: c.rejectionDate !== null },
      ]),
    ),
  };
}

function concerns(command: DeliveryCommand, viewer: Viewer): boolean {
  return command.ownerId === viewer.id || command.createdBy === viewer.login;
}

/**
 * The changes between the previous snapshot and the current list. An order missing from the previous list is new
 * (the list is the newest orders first, and the range only moves forward), so it counts when it already reached
 * the state. Orders validated without a validation step (`needsValidation` false) never count as "validated".
 */
export function commandChanges(
  previous: CommandSnapshot,
  current: readonly DeliveryCommand[],
  viewer: Viewer,
): CommandChanges {
  const changes: CommandChanges = { validated: [], rejected: [], pending: [] };
  for (const command of current) {
    const before = previous.marks.get(command.id);
    if (
      command.needsValidation &&
      command.validationDate !== null &&
      !before?.validated &&
      command.validatedBy !== viewer.login &&
      concerns(command, viewer)
    ) {
      changes.validated.push(command);
    }
    if (command.rejectionDate !== null && !before?.rejected && concerns(command, viewer)) {
      changes.rejected.push(command);
    }
    if (
      command.state === 'AWAIT_VALIDATION' &&
      before?.state !== 'AWAIT_VALIDATION' &&
      command.actions.includes('validate')
    ) {
      changes.pending.push(command);
    }
  }
  return changes;
}

/** Whether the previous snapshot can be compared with a list of the range starting on `fromDate`. */
export function comparable(previous: CommandSnapshot | null, fromDate: string): previous is CommandSnapshot {
  return previous !== null && previous.fromDate <= fromDate;
}
