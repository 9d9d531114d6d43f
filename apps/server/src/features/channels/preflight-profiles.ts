import type { PreflightProfile } from '@postbridge/documents';
import {
  addressRequirementsOf,
  ENVELOPE_CAPACITY_SHEETS,
  isPageSelectorAllowed,
  isPaperChannelType,
  optionPicksOf,
  outputFileOf,
  PAGE_SIZES_MM,
  windowNodeOf,
  type Service,
} from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import { parseJson } from '../../platform/db/util';
import { presentChannel } from './channel-access';
import { composeChoiceOf } from './compose-choice';
import { allChannels, optionValuesByIds } from './queries';

/**
 * What print pre-flight checks a service's letters against (issue 23; docs/domain-decisions.md "Print
 * pre-flight"): one profile per enabled paper channel of the service, from its output file (page format,
 * technical areas, address page) and the options an order gets when it chooses none (colour, duplex,
 * envelope), as composition would use them (sending/providers/print-setup.ts).
 */
export async function preflightProfilesOf(db: Db, service: Service): Promise<PreflightProfile[]> {
  const channels = new Map((await allChannels(db)).map((row) => [row.id, presentChannel(row)] as const));
  const mainBox = service.boxes.find((b) => b.main) ?? service.boxes[0];
  const profiles: PreflightProfile[] = [];
  for (const serviceChannel of service.channels) {
    const channel = channels.get(serviceChannel.id);
    if (!channel?.enabled || !isPaperChannelType(channel.channelType)) continue;
    const outputFile = outputFileOf(channel, serviceChannel);
    const picks = optionPicksOf(outputFile, serviceChannel, []);
    const rows = await optionValuesByIds(
      db,
      picks.map((p) => p.optionId),
    );
    const choice = composeChoiceOf(
      rows.map((r) => ({ id: r.id, properties: parseJson<Record<string, string>>(r.properties, {}) })),
    );
    const format = outputFile?.pageFormat ?? 'A4';
    const size = PAGE_SIZES_MM[format];
    const addressPage =
      (outputFile?.forceAddressPage ?? false) ||
      serviceChannel.outputFileConfiguration.forceAddressPage ||
      (mainBox?.hasAddressPage ?? false);
    // With an address page the letter's own pages are not behind the window; otherwise the recipient's
    // address shows where it was read on the main document.
    const node = addressPage ? null : windowNodeOf(addressRequirementsOf(serviceChannel).recipient?.content);
    const onLetter = node && node.page >= 1 && (node.fromMain || node.boxName === mainBox?.name);
    profiles.push({
      serviceChannel: serviceChannel.label,
      format,
      pageSize: { widthMm: size.width, heightMm: size.height },
      window: onLetter ? { page: node.page, area: node.area } : null,
      // Conditional areas are counted as stamped: pre-flight does not know yet which letters they apply to.
      technicalAreas: (outputFile?.technicalAreas ?? []).flatMap((area) =>
        isPageSelectorAllowed(area.documentKind, area.page)
          ? [{ documentKind: area.documentKind, page: area.page, area: area.area, type: area.type }]
          : [],
      ),
      addressPage,
      duplex: choice.duplex ?? false,
      blackAndWhite: choice.colour === 'BLACK_AND_WHITE',
      // Only an envelope an option names has a known capacity; a channel that names none is not limited.
      envelope: choice.envelope
        ? { name: choice.envelope, capacitySheets: ENVELOPE_CAPACITY_SHEETS[choice.envelope] }
        : null,
    });
  }
  return profiles;
}
