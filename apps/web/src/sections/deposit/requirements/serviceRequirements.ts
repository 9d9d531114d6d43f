import {
  isReservedRequirementName,
  type ChannelRequirement,
  type ChannelRequirementName,
  type ExpressionOf,
  type SavedService,
  type ServiceType,
} from '@postbridge/domain';

// What the requirements check reads from a service's configuration (docs/product.md §2 "Send: compute and
// check requirements", docs/api.md "Simple jobs").

/** A requirement as the simple-jobs calls name it: a pack requirement's name, or `<channel label>/<name>`. */
export interface NamedRequirement {
  /** The name the API answers and takes. */
  key: string;
  requirement: ChannelRequirement;
  /** The service channel's label for a shipment requirement; null for a pack requirement. */
  channelLabel: string | null;
}

/** A requirement read from an area of the PDF (the only ones extractAndCheckArea accepts). */
export interface AreaRequirement extends NamedRequirement {
  content: ExpressionOf<'pdfText'>;
}

/** Every requirement of the service, pack requirements first, then each channel's, in configuration order. */
export function serviceRequirements(service: SavedService): NamedRequirement[] {
  return [
    ...service.packRequirements.content.map((requirement) => ({
      key: requirement.name,
      requirement,
      channelLabel: null,
    })),
    ...service.channels.flatMap((channel) =>
      channel.shipmentRequirements.map((requirement) => ({
        key: `${channel.label}/${requirement.name}`,
        requirement,
        channelLabel: channel.label,
      })),
    ),
  ];
}

/** The requirements whose value is read from an area of the PDF: their area can be shown and moved. */
export function areaRequirements(service: SavedService): AreaRequirement[] {
  return serviceRequirements(service).flatMap((named) => {
    const content = named.requirement.content;
    return content?.kind === 'pdfText' ? [{ ...named, content }] : [];
  });
}

/** The service types whose deposits are PDF documents only ("simple" services). */
const SIMPLE_SERVICE_TYPES: readonly ServiceType[] = ['SIMPLE_UNIQUE', 'SIMPLE_MULTIPLE'];

/**
 * Whether the upload screen offers to compute and check the requirements of an uploaded PDF before the job is
 * created. computeRequirements takes the whole file as the one document of a simple job, so the answer means
 * something only when each file deposited is one document: a simple service (no data file, archive or
 * pre-processing that would change the documents) whose main PDF box (the box the server reads: the main one,
 * else the first PDF box) does not split files. It must also have at least one requirement to compute.
 */
export function canCheckRequirementsFirst(service: SavedService): boolean {
  if (!SIMPLE_SERVICE_TYPES.includes(service.type)) return false;
  const pdfBoxes = service.boxes.filter((box) => box.boxType === 'box.PDF');
  const main = pdfBoxes.find((box) => box.main) ?? pdfBoxes[0];
  if (!main || main.splitConfig.kind !== 'bsc.NONE') return false;
  return serviceRequirements(service).length > 0;
}

/** The built-in requirement names, which have a label of their own; other names are shown as configured. */
export function builtInRequirementName(name: string): ChannelRequirementName | null {
  const trimmed = name.trim();
  return isReservedRequirementName(trimmed) ? trimmed : null;
}

/** The 1-based page a pdfText content reads in a file of `pageCount` pages (1 the first, -1 the last). */
export function contentPage(content: ExpressionOf<'pdfText'>, pageCount: number): number {
  const page = content.page >= 1 ? content.page : pageCount + content.page + 1;
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}
