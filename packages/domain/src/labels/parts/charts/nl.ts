import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts, the same {placeholders}.
export const nl: Translations<typeof en> = {
  'monitoring.charts.heading': 'Activiteit in grafieken',
  'monitoring.charts.range': 'Van {from} tot {to}',
  'monitoring.charts.shipments.title': 'Zendingen per status',
  'monitoring.charts.shipments.summary':
    '{total} zendingen aangemaakt in de periode, waarvan {errors} met een fout.',
  'monitoring.charts.channels.title': 'Leveringen per kanaal',
  'monitoring.charts.channels.summary': '{total} leveringen in de periode.',
  'monitoring.charts.errors.title': 'Fouten en late leveringen per dag',
  'monitoring.charts.errors.summary':
    '{errors} zendingen met een fout en {late} late leveringen in de periode.',
  'monitoring.charts.errors.series': 'Zendingen met een fout',
  'monitoring.charts.late.series': 'Late leveringen',
  'monitoring.charts.funnel.title': 'Van aanlevering tot bezorging',
  'monitoring.charts.funnel.summary':
    '{deposited} brieven aangeleverd, {ordered} besteld, {sent} verzonden, {delivered} bezorgd.',
  'monitoring.charts.funnel.deposited': 'Aangeleverde brieven',
  'monitoring.charts.funnel.ordered': 'Besteld',
  'monitoring.charts.funnel.sent': 'Verzonden',
  'monitoring.charts.funnel.delivered': 'Bezorgd',
  'monitoring.charts.empty': 'Niets in deze periode.',
  'monitoring.charts.figures.show': 'Cijfers tonen',
  'monitoring.charts.figures.hide': 'Cijfers verbergen',
  'monitoring.charts.figures.caption': 'Cijfers van de grafiek “{title}”',
  'monitoring.charts.column.day': 'Dag',
  'monitoring.charts.column.total': 'Totaal',
  'monitoring.charts.column.channel': 'Kanaal',
  'monitoring.charts.column.step': 'Stap',
  'monitoring.charts.column.count': 'Aantal',
  'monitoring.charts.kind.neutral': 'Neutraal',
  'monitoring.charts.kind.processing': 'In behandeling',
  'monitoring.charts.kind.ok': 'Bezorgd',
  'monitoring.charts.kind.ready': 'Klaar',
  'monitoring.charts.kind.error': 'Fout',
  'monitoring.charts.kind.warn': 'Waarschuwing',
  'monitoring.charts.kind.left': 'Verzonden',
  'monitoring.charts.kind.fatal': 'Vernietigd',
  'monitoring.charts.kind.opened': 'Geopend',
  'monitoring.charts.kind.notOpened': 'Niet geopend',
  'monitoring.charts.kind.reprintSent': 'Herdruk verzonden',
  'monitoring.charts.kind.recipientReject': 'Geweigerd door de ontvanger',
  'monitoring.charts.kind.unsubscribed': 'Afgemeld',
  'home.charts.heading': 'Activiteit in grafieken',
};
