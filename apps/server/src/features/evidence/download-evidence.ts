import type { Deps } from '../../platform/deps';
import type { Download } from '../../platform/http/send-download';
import type { SessionContext } from '../../platform/policy';
import { sha256Hex } from '../../platform/proof-chain';
import { evidenceFor } from './build-evidence';
import { EVIDENCE_PDF_WORK } from './evidence-work';

const EVIDENCE_CONTENT_TYPE = 'application/vnd.postbridge.evidence+json';

const fileName = (nuid: string | null, id: string, ext: string) => `evidence-${nuid ?? id}.${ext}`;

/** GET /shipments/{shipmentId}/evidence/json: the signed evidence file of a visible shipment. */
export async function downloadEvidenceJson(
  deps: Deps,
  session: SessionContext,
  shipmentId: string,
): Promise<Download> {
  const file = await evidenceFor(deps, session, shipmentId);
  const body = Buffer.from(`${JSON.stringify(file, null, 2)}\n`, 'utf8');
  return {
    name: fileName(file.shipment.nuid, file.shipment.id, 'json'),
    // A JSON type of its own (RFC 6839 +json): a file, not an API answer, for clients that tell them apart by type.
    contentType: EVIDENCE_CONTENT_TYPE,
    body,
    size: body.length,
    sha256: sha256Hex(body),
  };
}

/** GET /shipments/{shipmentId}/evidence/pdf: the same, laid out in the caller's language, the JSON attached. */
export async function downloadEvidencePdf(
  deps: Deps,
  session: SessionContext,
  shipmentId: string,
): Promise<Download> {
  const file = await evidenceFor(deps, session, shipmentId);
  const pdf = await deps.work.run(EVIDENCE_PDF_WORK, { file, locale: session.locale });
  const body = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return {
    name: fileName(file.shipment.nuid, file.shipment.id, 'pdf'),
    contentType: 'application/pdf',
    body,
    size: body.length,
    sha256: sha256Hex(body),
  };
}
