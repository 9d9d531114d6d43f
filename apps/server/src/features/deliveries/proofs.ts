import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { outputFileOf, type ProofBody, type ProofResult } from '@postbridge/domain';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { receiveToTempFile } from '../../platform/files/receive-file';
import type { SessionContext } from '../../platform/policy';
import { channelById, presentChannel } from '../channels';
import { storeReceivedFile } from '../files';
import { composePrintFile, PackGroupDocuments, printLetterOf, printSetupOf } from '../sending';
import { prepareOrder } from './create-command';
import { proofScope } from './proof-scope';
import { labelsWithOverrides } from '../i18n';

/**
 * POST /deliveries/proof: for each service channel the order would use (or did use, for the letters of an order:
 * proof-scope.ts says who may see them), the first pack groups it would carry
 * (`expectedProofsPerServiceChannelLabel`, at most 5) composed exactly as the output would be (address page,
 * technical areas with their proof colours, the options' duplex, colour and envelope), watermarked with the
 * caller's word for "proof". Each proof is a file of the caller's (GET /files/{fileId}), deleted by the
 * housekeeping once unreferenced for a day. Nothing is ordered.
 */
export async function makeProofs(deps: Deps, session: SessionContext, body: ProofBody): Promise<ProofResult> {
  const scope = await proofScope(deps, session, body.packGroupIds);
  const { rows, job, service, plan } = await prepareOrder(deps, session, body, scope);
  if (!plan.channels.length) throw errors.invalid('body', plan.issues);
  const watermark = (await labelsWithOverrides(deps, session.locale))['deposit.delivery.proof.watermark'];
  const tmp = path.join(deps.config.dataDir, 'tmp');
  await fsp.mkdir(tmp, { recursive: true });
  const results: ProofResult = [];
  for (const planned of plan.channels) {
    const serviceChannel = service.channels.find((c) => c.label === planned.serviceChannelLabel)!;
    const channelRow = await channelById(deps.db, planned.channelId);
    const outputFile = channelRow ? outputFileOf(presentChannel(channelRow), serviceChannel) : null;
    const groups = planned.packGroupIds
      .slice(0, body.expectedProofsPerServiceChannelLabel)
      .map((id) => rows.find((r) => r.id === id)!);
    const setup = await printSetupOf(deps, {
      service,
      serviceChannel,
      outputFile,
      optionIds: planned.options.map((o) => o.optionId),
    });
    const documents = await PackGroupDocuments.open(
      deps,
      service,
      job,
      groups.map((g) => g.id),
    );
    const pdfPath = path.join(tmp, `proof-${newId()}.pdf`);
    try {
      const composeDocuments = [];
      // A letter production would stop is shown as deposited, with the reason among the warnings.
      const stops: string[] = [];
      for (const group of groups) {
        const requirements = parseJson<Record<string, { value: string | null }>>(group.requirements, {});
        const context = await documents.contextOf(group, {
          now: deps.clock.now(),
          optionIds: setup.optionIds,
        });
        const letter = await printLetterOf(setup, documents, group, {
          valueOf: (name) => requirements[`${serviceChannel.label}/${name}`]?.value,
          context,
        });
        if (letter.ok) composeDocuments.push(letter.document);
        else {
          stops.push(String(letter.stop.details.code));
          composeDocuments.push({ pages: await documents.pagesOf(group) });
        }
      }
      const result = await composePrintFile(deps.work, pdfPath, composeDocuments, {
        ...setup.composeOptions,
        proof: { watermark },
      });
      const name = `proof-${job.name}-${planned.serviceChannelLabel}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');
      const received = await receiveToTempFile(fs.createReadStream(pdfPath), tmp);
      try {
        const stored = await storeReceivedFile(
          deps,
          { ouId: session.ouId, userId: session.userId },
          {
            fileName: name,
            received,
          },
        );
        results.push({
          serviceChannelLabel: planned.serviceChannelLabel,
          channelId: planned.channelId,
          fileId: stored.fileId,
          name: stored.name,
          packGroupIds: groups.map((g) => g.id),
          pageCount: result.pageCount,
          warnings: [...result.warnings.map((w) => w.code), ...stops],
        });
      } finally {
        await fsp.rm(received.tempPath, { force: true });
      }
    } finally {
      documents.close();
      await fsp.rm(pdfPath, { force: true });
    }
  }
  return results;
}
