import { Readable } from 'node:stream';
import { currencyDigits, itemAmount, type CostItem, type CostReportQuery } from '@postbridge/domain';
import { csvLine } from '../../platform/csv';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { Download } from '../../platform/http/send-download';
import { viewScope, type SessionContext } from '../../platform/policy';
import { costBasis } from './cost-basis';
import { countryOf, requirementsOf } from './order-cost';
import { shipmentsOfPeriod } from './queries';

// A byte-order mark first: spreadsheet tools then read the file as UTF-8 (as the pre-flight report does).
const BOM = '\uFEFF';

const COLUMNS = [
  'month',
  'ouId',
  'ou',
  'channelId',
  'channel',
  'channelType',
  'shipments',
  'sheets',
  'pages',
  'cost',
  'currency',
  'co2Grams',
];

/** The first instant of a month (UTC) and of the next one. */
function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const to = new Date(Date.UTC(year, monthNumber, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

type Line = {
  ouId: string;
  ou: string;
  channelId: string;
  shipments: number;
  sheets: number;
  pages: number;
  costMinor: number;
  co2Mg: number;
};

/**
 * GET /costs/report.csv?month=yyyy-MM: per OU and channel, the shipments created in the month (UTC) that the
 * caller may see (cancelled before production left out, fallback ones in), their sheets, pages, cost (decimal,
 * `.` separator, in `currency`) and CO₂e in grams, priced with today's price lists. OUs by name, channels by name.
 */
export async function costReport(
  deps: Deps,
  session: SessionContext,
  query: CostReportQuery,
): Promise<Download> {
  const { from, to } = monthRange(query.month);
  const [basis, rows] = await Promise.all([
    costBasis(deps.db),
    shipmentsOfPeriod(deps.db, viewScope(session), from, to),
  ]);
  const lines = new Map<string, Line>();
  for (const row of rows) {
    const key = `${row.ou_id}\u0000${row.channel_id}`;
    const line = lines.get(key) ?? {
      ouId: row.ou_id,
      ou: row.ou_name,
      channelId: row.channel_id,
      shipments: 0,
      sheets: 0,
      pages: 0,
      costMinor: 0,
      co2Mg: 0,
    };
    const item: CostItem = {
      channelType: basis.channels.get(row.channel_id)?.type ?? 'POSTAL_MAIL',
      pages: row.pages,
      sheets: row.sheets,
      country: countryOf(requirementsOf(row.requirements), row.service_channel_label),
      optionIds: parseJson<{ optionId: string }[]>(row.options, []).map((o) => o.optionId),
    };
    const amount = itemAmount(item, basis.pricesOf(row.channel_id), basis.settings);
    line.shipments += 1;
    line.sheets += row.sheets;
    line.pages += row.pages;
    line.costMinor += amount.costMinor;
    line.co2Mg += amount.co2Mg;
    lines.set(key, line);
  }
  const { currency } = basis.settings;
  const digits = currencyDigits(currency);
  const channelName = (id: string) => basis.channels.get(id)?.name ?? id;
  const sorted = [...lines.values()].sort(
    (a, b) => a.ou.localeCompare(b.ou) || channelName(a.channelId).localeCompare(channelName(b.channelId)),
  );
  const body = sorted.map((line) =>
    csvLine([
      query.month,
      line.ouId,
      line.ou,
      line.channelId,
      channelName(line.channelId),
      basis.channels.get(line.channelId)?.type ?? null,
      String(line.shipments),
      String(line.sheets),
      String(line.pages),
      (line.costMinor / 10 ** digits).toFixed(digits),
      currency,
      (line.co2Mg / 1000).toFixed(3),
    ]),
  );
  return {
    name: `costs-${query.month}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from([BOM, csvLine(COLUMNS), ...body]),
  };
}
