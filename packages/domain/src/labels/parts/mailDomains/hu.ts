import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'screen.system.mail': 'E-mail',
  'system.home.mail.hint': 'Feladó domainek, DKIM-kulcsaik és a közzéteendő DNS-rekordok.',
  'system.mail.intro':
    'Egy szervezeti egység e-mailjei a saját e-mail-címéről mennek, ha annak domainje itt feladó domain, és az adott domain DKIM-kulcsával vannak aláírva. Tegye közzé a látható rekordokat a domain DNS-zónájában. Kulcscsere után az előző kulcs rekordját még {days} napig tartsa meg.',
  'system.mail.readOnly':
    'Ezeket a beállításokat megtekintheti; csak szuperadminisztrátor módosíthatja őket.',
  'system.mail.loadError': 'A feladó domaineket nem sikerült betölteni.',
  'system.mail.defaultFrom': 'A többi e-mail feladója: {from}.',
  'system.mail.none': 'Még nincs feladó domain: az e-mailek nincsenek aláírva.',
  'system.mail.domain': 'Domain',
  'system.mail.domain.hint': 'Egy DNS-név, például example.org.',
  'system.mail.add': 'Domain hozzáadása',
  'system.mail.added': '{name} hozzáadva egy új DKIM-kulccsal.',
  'system.mail.error.empty': 'Adjon meg egy domainnevet.',
  'system.mail.error.tooLong': 'Egy domainnév legfeljebb 253 karakter.',
  'system.mail.error.invalid':
    'Adjon meg egy domainnevet, például example.org (betűk, számjegyek és kötőjelek; nemzetközi név xn-- alakban).',
  'system.mail.error.exists': '{name} már feladó domain.',
  'system.mail.createdBy': 'Hozzáadta {user}, {date}.',
  'system.mail.checkDns': 'DNS ellenőrzése',
  'system.mail.rotate': 'DKIM-kulcs cseréje',
  'system.mail.rotated': 'Új DKIM-kulcs: {selector} szelektor. Most tegye közzé a rekordját.',
  'system.mail.remove': 'Eltávolítás',
  'system.mail.remove.confirm':
    'Eltávolítja a(z) {name} feladó domaint? Az e-mailjei ezután az alapértelmezett feladótól mennek, aláírás nélkül.',
  'system.mail.remove.cancel': 'Mégse',
  'system.mail.records': '{name} DNS-rekordjai',
  'system.mail.records.hint':
    'Másolja be az egyes rekordokat a domain DNS-zónájába (TXT vagy MX típus, a név és az érték a látható módon).',
  'system.mail.record.purpose': 'Szerep',
  'system.mail.record.name': 'Név',
  'system.mail.record.type': 'Típus',
  'system.mail.record.value': 'Érték',
  'system.mail.record.dkim': 'DKIM-kulcs',
  'system.mail.record.spf': 'SPF (javaslat)',
  'system.mail.record.dmarc': 'DMARC (javaslat)',
  'system.mail.record.bounceMx': 'MX a visszapattanóknak',
  'system.mail.key.active': 'Aláír',
  'system.mail.key.retiring': 'Kivezetés alatt: {date}-ig tartsa meg',
  'system.mail.copy': 'Másolás',
  'system.mail.copied': 'Másolva',
  'system.mail.copyName': 'A(z) {name} név másolása',
  'system.mail.copyValue': 'A(z) {name} értékének másolása',
  'system.mail.dns.found': 'Megtalálható a DNS-ben',
  'system.mail.dns.missing': 'Nincs a DNS-ben',
  'system.mail.dns.different': 'Eltér a DNS-ben',
  'system.mail.dns.unavailable': 'Nincs ellenőrizve',
  'system.mail.dns.noResolver':
    'Egyetlen DNS-szerver sem válaszolt ennek a szervernek: a rekordokat nem sikerült ellenőrizni. Ettől még lehet, hogy helyesen vannak közzétéve.',
};
