import { Group } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { DownloadButton } from '../../../ui/download/DownloadButton';
import { downloadPaths } from './detailsApi';

/**
 * The evidence files of a document (docs/api.md "Evidence files"): its chained history signed by the instance, as
 * a PDF for people and as JSON for `npm run verify-evidence`. Shown on the detail, which only who may read the
 * shipment reaches (the server answers 404 to anyone else).
 */
export function EvidenceButtons({ shipmentId, number }: { shipmentId: string; number: string }) {
  const t = useT();
  return (
    <Group gap="sm" wrap="wrap">
      <DownloadButton
        path={downloadPaths.evidence(shipmentId, 'pdf')}
        name={t('details.evidence.pdfFile')}
        fileName={`evidence-${number}.pdf`}
      />
      <DownloadButton
        path={downloadPaths.evidence(shipmentId, 'json')}
        name={t('details.evidence.jsonFile')}
        fileName={`evidence-${number}.json`}
      />
    </Group>
  );
}
