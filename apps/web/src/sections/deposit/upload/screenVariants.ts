import type { Box, LabelKey, SavedService, ServiceType } from '@postbridge/domain';
import { PATHS } from '../../../app/paths';

// What differs between the deposit screens of docs/product.md §2 (our decision: the spec names the routes
// only). One component serves them all; a variant says which services it takes, how the boxes are laid out,
// and whether the requirements can be computed before the job exists.
//
// | route         | service types                        | what differs                                             |
// | ------------- | ------------------------------------ | -------------------------------------------------------- |
// | unique        | SIMPLE_UNIQUE                        | one PDF in the main box; requirements checked beforehand |
// | split         | SIMPLE_MULTIPLE                      | PDF boxes, many files, each box's split rule shown       |
// | archive       | ARCHIVE                              | the archive box first; its files fill the other boxes,   |
// |               |                                      | which may then stay empty                                |
// | preprocessing | PREPROCESSING, PREPROCESSING_UNIQUE  | documents with their data files, matched per recipient   |
// | advanced      | ADVANCED                             | every visible box; child boxes under their parent,       |
// |               |                                      | apposition boxes last                                    |
// | form          | any                                  | the deposit's fields first, the boxes after (a service   |
// |               |                                      | whose deposit is mostly typed values)                    |
// | home          | —                                    | the list of services (DepositHome)                       |

export type DepositScreen = 'unique' | 'split' | 'archive' | 'preprocessing' | 'advanced' | 'form';

export interface ScreenVariant {
  screen: DepositScreen;
  /** The service types this route deposits into; null: any. */
  types: readonly ServiceType[] | null;
  intro: LabelKey;
  fieldsFirst: boolean;
}

export const SCREEN_VARIANTS: Record<DepositScreen, ScreenVariant> = {
  unique: {
    screen: 'unique',
    types: ['SIMPLE_UNIQUE'],
    intro: 'deposit.home.introUnique',
    fieldsFirst: false,
  },
  split: {
    screen: 'split',
    types: ['SIMPLE_MULTIPLE'],
    intro: 'deposit.home.introSplit',
    fieldsFirst: false,
  },
  archive: { screen: 'archive', types: ['ARCHIVE'], intro: 'deposit.home.introArchive', fieldsFirst: false },
  preprocessing: {
    screen: 'preprocessing',
    types: ['PREPROCESSING', 'PREPROCESSING_UNIQUE'],
    intro: 'deposit.home.introPreprocessing',
    fieldsFirst: false,
  },
  advanced: {
    screen: 'advanced',
    types: ['ADVANCED'],
    intro: 'deposit.home.introAdvanced',
    fieldsFirst: false,
  },
  form: { screen: 'form', types: null, intro: 'deposit.home.introForm', fieldsFirst: true },
};

const SCREEN_OF_TYPE: Record<ServiceType, Exclude<DepositScreen, 'form'>> = {
  SIMPLE_UNIQUE: 'unique',
  SIMPLE_MULTIPLE: 'split',
  ARCHIVE: 'archive',
  PREPROCESSING: 'preprocessing',
  PREPROCESSING_UNIQUE: 'preprocessing',
  ADVANCED: 'advanced',
};

/** The deposit screen of a service: its type's route with the service id. */
export function serviceLink(service: Pick<SavedService, 'id' | 'type'>): string {
  return `${PATHS.deposit[SCREEN_OF_TYPE[service.type]]}?serviceId=${encodeURIComponent(service.id)}`;
}

export function variantTakes(variant: ScreenVariant, service: Pick<SavedService, 'type'>): boolean {
  return variant.types === null || variant.types.includes(service.type);
}

/**
 * The boxes shown, in order: hidden boxes are filled by the service itself. Top-level boxes keep the configured
 * order with their children right after them; the archive screen puts archive boxes first; apposition boxes
 * come last on every screen.
 */
export function orderedBoxes(service: Pick<SavedService, 'boxes'>, variant: ScreenVariant): Box[] {
  const visible = service.boxes.filter((b) => !b.hidden);
  const names = new Set(visible.map((b) => b.name));
  const roots = visible.filter((b) => b.parent === null || !names.has(b.parent));
  const withChildren = (box: Box): Box[] => [
    box,
    ...visible.filter((b) => b.parent === box.name).flatMap(withChildren),
  ];
  let ordered = roots.flatMap(withChildren);
  if (variant.screen === 'archive') {
    ordered = [
      ...ordered.filter((b) => b.boxType === 'box.ARCHIVE'),
      ...ordered.filter((b) => b.boxType !== 'box.ARCHIVE'),
    ];
  }
  return [...ordered.filter((b) => !b.appositions), ...ordered.filter((b) => b.appositions)];
}

/** Depth of a box under its parents (for indenting child boxes). */
export function boxDepth(service: Pick<SavedService, 'boxes'>, box: Box): number {
  let depth = 0;
  let parent = box.parent;
  while (parent !== null && depth < service.boxes.length) {
    const next = service.boxes.find((b) => b.name === parent);
    if (!next) break;
    depth += 1;
    parent = next.parent;
  }
  return depth;
}
