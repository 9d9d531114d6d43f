import { describe, expect, it } from 'vitest';
import { deliveryCountersSchema, jobCountersSchema, shipmentCountersSchema } from '../api/index';
import { DELIVERY_COMMAND_STATES } from './command-states';
import {
  COUNTER_COMMAND_STATES,
  COUNTER_JOB_STATES,
  COUNTER_NAMES,
  DASHBOARD_COUNTERS,
  DASHBOARD_COUNTER_FIELDS,
} from './dashboard-counters';
import { JOB_STATES, isFinalJobState } from './job-states';

describe('counters', () => {
  it('names exactly the fields of the counters answers of the API contract', () => {
    const apiFields = [
      ...Object.keys(jobCountersSchema.shape),
      ...Object.keys(deliveryCountersSchema.shape),
      ...Object.keys(shipmentCountersSchema.shape),
    ];
    expect([...COUNTER_NAMES].sort()).toEqual(apiFields.sort());
  });

  it('shows each home counter from a distinct field', () => {
    const fields = DASHBOARD_COUNTERS.map((c) => DASHBOARD_COUNTER_FIELDS[c]);
    expect(new Set(fields).size).toBe(DASHBOARD_COUNTERS.length);
  });

  it('counts every command state in exactly one command counter', () => {
    const counted = Object.values(COUNTER_COMMAND_STATES).flat();
    expect(counted).toHaveLength(DELIVERY_COMMAND_STATES.length);
    expect([...counted].sort()).toEqual([...DELIVERY_COMMAND_STATES].sort());
  });

  it('follows docs/product.md §4 for the command counters', () => {
    expect(COUNTER_COMMAND_STATES.awaitingValidation).toEqual(['AWAIT_VALIDATION']);
    expect([...COUNTER_COMMAND_STATES.delivered].sort()).toEqual(['OUTPUTTED', 'READY']);
    expect([...COUNTER_COMMAND_STATES.processing].sort()).toEqual(['PROCESSING', 'VALIDATED']);
  });

  it('counts orders in processing and remaining orders from disjoint, non-final job states', () => {
    expect([...COUNTER_JOB_STATES.ordersInProcessing]).toEqual(['CREATED', 'PROCESSING']);
    expect([...COUNTER_JOB_STATES.ordersRemaining]).toEqual([
      'PACK_GROUPS_CREATED',
      'PACK_GROUPS_CREATED_REMAINING',
    ]);
    const all = [...COUNTER_JOB_STATES.ordersInProcessing, ...COUNTER_JOB_STATES.ordersRemaining];
    expect(new Set(all).size).toBe(all.length);
    for (const state of all) {
      expect(JOB_STATES).toContain(state);
      expect(isFinalJobState(state)).toBe(false);
    }
  });
});
