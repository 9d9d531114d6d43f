import {
  CHART_LATE_STATUS,
  KNOWN_SHIPMENT_STATUS_CODES,
  SHIPMENT_DELIVERED_CODES,
  SHIPMENT_SENT_CODES,
  isShipmentErrorCode,
  shipmentDisplayKind,
  type ChannelType,
  type DisplayStatusKind,
} from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { filteredListPath, type DateRangeValue } from '../lists/filters';

// Where each part of a chart leads (docs/web.md "Charts"): the list behind it, opened filtered through the
// address (`period=from..to`, `status` repeated, `latePostDate`/`lateStatus`), as the lists read it.

/** The lists the charts of a screen open: Monitoring's, or Manage's for who may not open Monitoring. */
export interface ChartLists {
  /** A shipments list with `period` and `status` filters. */
  shipments: string;
  /** A deliveries list with a `period` filter. */
  deliveries: string;
  /** That list also filters by channel type (`channel`): Manage's lists orders, which have none. */
  deliveriesByChannel: boolean;
  /** A deposits list with a `period` filter. */
  deposits: string;
  /** The late deliveries list, when the screen may open it. */
  late: string | null;
}

export const MONITORING_LISTS: ChartLists = {
  shipments: PATHS.monitoring.shipments,
  deliveries: PATHS.monitoring.deliveries,
  deliveriesByChannel: true,
  deposits: PATHS.monitoring.jobs,
  late: PATHS.monitoring.lateDeliveries,
};

export const MANAGE_LISTS: ChartLists = {
  shipments: PATHS.manage.documents,
  deliveries: PATHS.manage.deliveries,
  deliveriesByChannel: false,
  deposits: PATHS.manage.orders,
  late: null,
};

const texts = (codes: readonly number[]) => codes.map(String);

/** The known status codes shown in a display kind (the shipments list filters by code). */
const codesOfKind = (kind: DisplayStatusKind) =>
  texts(KNOWN_SHIPMENT_STATUS_CODES.filter((code) => shipmentDisplayKind(code) === kind));

const ERROR_CODES = texts(KNOWN_SHIPMENT_STATUS_CODES.filter(isShipmentErrorCode));

const oneDay = (day: string): DateRangeValue => ({ from: day, to: day });

/** The addresses behind each chart, over `period` (a chart's bar of one day narrows to that day). */
export function chartLinks(lists: ChartLists, period: DateRangeValue) {
  return {
    shipments: () => filteredListPath(lists.shipments, { period }),
    shipmentsOfKind: (kind: DisplayStatusKind, day?: string) =>
      filteredListPath(lists.shipments, { period: day ? oneDay(day) : period, status: codesOfKind(kind) }),
    errors: (day?: string) =>
      filteredListPath(lists.shipments, { period: day ? oneDay(day) : period, status: ERROR_CODES }),
    /** Deliveries posted on or before the day (the whole period: its last day) still short of being sent. */
    late: (day: string = period.to) =>
      lists.late &&
      filteredListPath(lists.late, { latePostDate: day, lateStatus: String(CHART_LATE_STATUS) }),
    deliveries: () => filteredListPath(lists.deliveries, { period }),
    deliveriesOfChannel: (channel: ChannelType) =>
      filteredListPath(lists.deliveries, lists.deliveriesByChannel ? { period, channel } : { period }),
    deposits: () => filteredListPath(lists.deposits, { period }),
    sent: () => filteredListPath(lists.shipments, { period, status: texts(SHIPMENT_SENT_CODES) }),
    delivered: () => filteredListPath(lists.shipments, { period, status: texts(SHIPMENT_DELIVERED_CODES) }),
  };
}

export type ChartLinks = ReturnType<typeof chartLinks>;
