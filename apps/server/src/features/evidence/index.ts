// What the other features may use of features/evidence (docs/architecture.md): everything else is internal.
// evidenceOf(deps, shipmentId) → the signed file (no scope check: the caller's); verifyEvidence(json, { pinnedKey })
// → { ok, checks }; attachedEvidenceJson(pdfBytes) → the JSON inside an evidence PDF.
export { evidenceOf } from './build-evidence';
export { attachedEvidenceJson } from './evidence-pdf';
export { verifyEvidence } from './verify-evidence';
