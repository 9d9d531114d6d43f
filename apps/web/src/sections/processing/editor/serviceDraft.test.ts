import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES, validateService } from '@postbridge/domain';
import { newBox, newServiceDraft, tabOfPath } from './serviceDraft';

describe('the service editor draft', () => {
  it.each(SERVICE_TYPES)('starts a %s service that only lacks its name', (type) => {
    const draft = newServiceDraft(type);
    expect(draft).toMatchObject({ id: '', type, enabled: true, boxes: [{ main: true }] });
    expect(validateService(draft).map((issue) => [issue.key, issue.path])).toEqual([
      ['service.nameMandatory', 'name'],
    ]);
    expect(validateService({ ...draft, name: 'Mine' })).toEqual([]);
  });

  it('gives the main box of a single-file service exactly one file (docs/product.md §5)', () => {
    for (const type of ['SIMPLE_UNIQUE', 'PREPROCESSING_UNIQUE'] as const) {
      expect(newServiceDraft(type).boxes[0]).toMatchObject({ minElements: 1, maxElements: 1 });
    }
    expect(newServiceDraft('ARCHIVE').boxes[0]!.boxType).toBe('box.ARCHIVE');
    expect(newServiceDraft('SIMPLE_MULTIPLE').boxes[0]!.splitConfig).toEqual({
      kind: 'bsc.PAGE',
      pagesPerPart: 1,
    });
  });

  it('names a new box with a name no other box has', () => {
    const boxes = newServiceDraft('ADVANCED').boxes;
    const second = newBox(boxes);
    expect(second).toMatchObject({ name: 'box2', main: false, label: '' });
    expect(newBox([...boxes, second, { ...second, name: 'box3' }]).name).toBe('box4');
  });

  it('opens the tab of a field path', () => {
    expect(tabOfPath('name')).toBe('general');
    expect(tabOfPath('jobNameExpression.operands[0]')).toBe('general');
    expect(tabOfPath('boxes[1].label')).toBe('boxes');
    expect(tabOfPath('files["box.nope.0"]')).toBe('boxes');
    expect(tabOfPath('boxes[0].splitConfig.area')).toBe('split');
    expect(tabOfPath('boxes[0].parserConfiguration.encoding')).toBe('parser');
    expect(tabOfPath('serviceMetadatas[0].name')).toBe('metadata');
    expect(tabOfPath('channels[0].shipmentRequirements')).toBe('channels');
    expect(tabOfPath('sendingStrategy.groups[0].serviceChannels')).toBe('strategy');
  });
});
