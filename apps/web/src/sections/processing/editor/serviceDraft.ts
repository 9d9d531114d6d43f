import {
  UNLIMITED_MAX_ELEMENTS,
  serviceSchema,
  type Box,
  type SavedService,
  type Service,
  type ServiceType,
} from '@postbridge/domain';

// The service editor's state: what it sends as the `parameters` of POST /services (docs/api.md "Files, services
// and deposits"), the defaults of a new service per type, and the readable text of an expression or condition.

/** The service being edited and the version it was read at (none for a new service). */
export type ServiceDraft = Service & { version?: number };

/** The main box of a new service, by type (docs/product.md §3 "Service types", §5 single-file services). */
function mainBoxOf(type: ServiceType): Box {
  const base: Omit<Box, 'name' | 'label' | 'boxType' | 'splitConfig' | 'minElements' | 'maxElements'> = {
    identifier: null,
    main: true,
    hidden: false,
    pattern: null,
    integrityPreservable: false,
    appositions: false,
    hasAddressPage: false,
    metadatas: [],
    reconcile: null,
    configuredFiles: [],
    parserConfiguration: null,
    parent: null,
  };
  switch (type) {
    case 'ARCHIVE':
      return {
        ...base,
        name: 'archive',
        label: 'Archive',
        boxType: 'box.ARCHIVE',
        splitConfig: { kind: 'bsc.NONE' },
        minElements: 1,
        maxElements: 1,
      };
    case 'SIMPLE_UNIQUE':
    case 'PREPROCESSING_UNIQUE':
      // docs/product.md §5: the main box of a single-file service takes exactly one file.
      return {
        ...base,
        name: 'document',
        label: 'Document',
        boxType: 'box.PDF',
        splitConfig: { kind: 'bsc.NONE' },
        minElements: 1,
        maxElements: 1,
      };
    case 'SIMPLE_MULTIPLE':
    case 'PREPROCESSING':
      // PDFs split into letters: one page each until the split configuration says otherwise.
      return {
        ...base,
        name: 'letters',
        label: 'Letters',
        boxType: 'box.PDF',
        splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
        minElements: 1,
        maxElements: UNLIMITED_MAX_ELEMENTS,
      };
    case 'ADVANCED':
      return {
        ...base,
        name: 'documents',
        label: 'Documents',
        boxType: 'box.PDF',
        splitConfig: { kind: 'bsc.NONE' },
        minElements: 1,
        maxElements: UNLIMITED_MAX_ELEMENTS,
      };
  }
}

/** A new service of `type`: the schema's defaults and one main box of the kind the type takes. */
export function newServiceDraft(type: ServiceType): ServiceDraft {
  return serviceSchema.parse({ id: '', type, name: '', ouId: '', boxes: [mainBoxOf(type)] });
}

/** What an update sends back of the service read: the configuration and the version read. */
export function draftOf(service: SavedService): ServiceDraft {
  const {
    creationDate: _creationDate,
    updateDate: _updateDate,
    inconsistent: _inconsistent,
    ...rest
  } = service;
  return { ...rest, inconsistent: false };
}

/**
 * A copy of a service: no id, no version, "Copy of …". The service files stay with the original (the server
 * only accepts its own files in a configuration), so the copy's boxes start without configured files.
 */
export function copyDraftOf(service: SavedService, name: string): ServiceDraft {
  const { version: _version, ...draft } = draftOf(service);
  return {
    ...draft,
    id: '',
    name,
    serviceFiles: [],
    boxes: draft.boxes.map((box) => ({ ...box, configuredFiles: [] })),
  };
}

/** A new box appended to the draft: a PDF box with a name no other box has. */
export function newBox(existing: readonly Box[]): Box {
  let index = existing.length + 1;
  while (existing.some((box) => box.name === `box${index}`)) index += 1;
  return {
    ...mainBoxOf('ADVANCED'),
    main: existing.length === 0,
    name: `box${index}`,
    label: '',
    minElements: 1,
  };
}

/** The tab a field path belongs to, to open it when a problem is found there. */
export function tabOfPath(path: string): string {
  if (/^boxes\[\d+\]\.(splitConfig)/.test(path)) return 'split';
  if (/^boxes\[\d+\]\.(parserConfiguration)/.test(path)) return 'parser';
  if (/^boxes\[\d+\]\.metadatas/.test(path) || path.startsWith('serviceMetadatas')) return 'metadata';
  if (path.startsWith('boxes') || path.startsWith('files') || path.startsWith('serviceFiles')) return 'boxes';
  if (path.startsWith('packRequirements') || path.startsWith('groupingConfiguration')) return 'requirements';
  if (path.startsWith('channels')) return 'channels';
  if (path.startsWith('sendingStrategy')) return 'strategy';
  return 'general';
}
