import { describe, expect, it } from 'vitest';
import {
  DELIVERY_COMMAND_STATES,
  JOB_STATES,
  KNOWN_SHIPMENT_STATUS_CODES,
  SHIPMENT_STATES,
  englishLabels,
  type LabelKey,
} from '@postbridge/domain';
import { commandStatus, jobStatus, packGroupStatus, shipmentStatus, type StatusView } from './statuses';

const text = (view: StatusView) =>
  englishLabels[view.label].replace(/\{(\w+)\}/g, (_, name: string) => String(view.params?.[name]));

describe('status views', () => {
  it('names every job state with its own label and display kind', () => {
    expect(jobStatus('PACK_GROUPS_CREATED')).toEqual({
      kind: 'ready',
      label: 'status.job.PACK_GROUPS_CREATED',
    });
    for (const state of JOB_STATES) expect(jobStatus(state).label).toBe(`status.job.${state}`);
  });

  it('names every delivery command state with its own label and display kind', () => {
    expect(commandStatus('AWAIT_VALIDATION')).toEqual({
      kind: 'warn',
      label: 'status.command.AWAIT_VALIDATION',
    });
    expect(text(commandStatus('AUTOMATICALLY_REJECTED'))).toBe('Expired');
    expect(text(commandStatus('OUTPUTTED'))).toBe('Sent');
    for (const state of DELIVERY_COMMAND_STATES)
      expect(commandStatus(state).label).toBe(`status.command.${state}`);
  });

  it('names every known shipment status code, in the kind of its range', () => {
    expect(shipmentStatus(-711)).toEqual({ kind: 'error', label: 'status.shipment.-711' });
    expect(text(shipmentStatus(610))).toBe('Delivered');
    for (const code of KNOWN_SHIPMENT_STATUS_CODES)
      expect(shipmentStatus(code).label).toBe(`status.shipment.${code}`);
  });

  it('names every pack group state with its own label and display kind', () => {
    expect(packGroupStatus('CREATED')).toEqual({ kind: 'neutral', label: 'status.packGroup.CREATED' });
    expect(packGroupStatus('SHIPMENT_ASSOCIATED').kind).toBe('ok');
    expect(packGroupStatus('NOT_ELIGIBLE').kind).toBe('warn');
    expect(packGroupStatus('REJECTED').kind).toBe('error');
    expect(text(packGroupStatus('CREATED'))).toBe('To order');
    for (const state of SHIPMENT_STATES)
      expect(packGroupStatus(state).label).toBe(`status.packGroup.${state}`);
  });

  it('shows a state or code the catalogue does not know as itself, in a neutral badge', () => {
    for (const view of [jobStatus('ARCHIVED'), commandStatus('ARCHIVED'), packGroupStatus('ARCHIVED')]) {
      expect(view).toEqual({ kind: 'neutral', label: 'status.unknown', params: { value: 'ARCHIVED' } });
      expect(text(view)).toBe('Status ARCHIVED');
    }
    expect(shipmentStatus(999)).toEqual({ kind: 'neutral', label: 'status.unknown', params: { value: 999 } });
    expect(text(shipmentStatus(999))).toBe('Status 999');
  });

  it('only ever names keys of the catalogue', () => {
    const views = [
      ...JOB_STATES.map(jobStatus),
      ...DELIVERY_COMMAND_STATES.map(commandStatus),
      ...KNOWN_SHIPMENT_STATUS_CODES.map(shipmentStatus),
      ...SHIPMENT_STATES.map(packGroupStatus),
    ];
    for (const view of views) expect(Object.keys(englishLabels)).toContain(view.label satisfies LabelKey);
  });
});
