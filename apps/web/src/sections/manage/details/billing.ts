import type { DeliveryCommand, Shipment } from '@postbridge/domain';

interface BillingRow {
  key: string;
  serviceChannelLabel: string;
  options: DeliveryCommand['deliveries'][number]['options'];
  recipients: number;
  /** Null while the delivery's shipments are not loaded. */
  documents: number | null;
  pages: number | null;
  sheets: number | null;
}

const sum = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : values.reduce<number>((total, v) => total + (v ?? 0), 0);

/**
 * What an order sends, by channel and options: the basis of billing. The API records no prices (docs/web.md
 * "Manage details"), so these counts are what the billing tab shows.
 */
export function billingOf(
  command: DeliveryCommand,
  byDelivery: ReadonlyMap<string, readonly Shipment[]>,
): { rows: BillingRow[]; total: Omit<BillingRow, 'key' | 'serviceChannelLabel' | 'options'> } {
  const rows = command.deliveries.map((delivery): BillingRow => {
    const shipments = byDelivery.get(delivery.id);
    return {
      key: delivery.id,
      serviceChannelLabel: delivery.serviceChannelLabel,
      options: delivery.options,
      recipients: delivery.recipients,
      documents: shipments ? shipments.length : null,
      pages: shipments ? shipments.reduce((total, s) => total + s.pages, 0) : null,
      sheets: shipments ? shipments.reduce((total, s) => total + s.sheets, 0) : null,
    };
  });
  return {
    rows,
    total: {
      recipients: rows.reduce((total, row) => total + row.recipients, 0),
      documents: sum(rows.map((row) => row.documents)),
      pages: sum(rows.map((row) => row.pages)),
      sheets: sum(rows.map((row) => row.sheets)),
    },
  };
}
