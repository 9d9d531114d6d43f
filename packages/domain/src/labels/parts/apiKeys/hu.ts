import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'apiKey.tab': 'API-kulcsok',
  'apiKey.intro':
    'Egy kulccsal egy másik rendszer ennek a fióknak a technikai felhasználójaként hívhatja az API-t, az Ön által választott hatókörökkel. Küldje így: Authorization: Bearer <kulcs>.',
  'apiKey.empty': 'Ennek a fióknak nincs API-kulcsa.',
  'apiKey.loadError': 'Az API-kulcsokat nem sikerült betölteni',
  'apiKey.newFirst': 'Előbb mentse a fiókot; utána létrehozhatja az API-kulcsait.',
  'apiKey.create': 'Új API-kulcs',
  'apiKey.createSubmit': 'Kulcs létrehozása',
  'apiKey.cancel': 'Mégse',
  'apiKey.name': 'Név',
  'apiKey.nameHelp':
    'Ki használja a kulcsot, például a számlázó rendszer. Az előzmények ezt a nevet mutatják.',
  'apiKey.nameRequired': 'Adjon nevet a kulcsnak.',
  'apiKey.prefix': 'A kulcs eleje',
  'apiKey.scopes': 'Hatókörök',
  'apiKey.scopesRequired': 'Válasszon legalább egy hatókört.',
  'apiKey.scope.deposit': 'Fájlok beküldése',
  'apiKey.scope.order': 'Megrendelések létrehozása és visszavonása',
  'apiKey.scope.validate': 'A fiók megrendeléseinek jóváhagyása és elutasítása',
  'apiKey.scope.read': 'A fiók beküldéseinek, megrendeléseinek és küldeményeinek olvasása',
  'apiKey.scope.admin': 'A fiók és szolgáltatásai adminisztrálása',
  'apiKey.scope.externalAuth': 'Felhasználóinak beléptetése (külső hitelesítés)',
  'apiKey.expiresAt': 'Lejárat',
  'apiKey.expiresAtHelp': 'Nem kötelező: a kulcs ennek a napnak a kezdetétől nem működik.',
  'apiKey.noExpiry': 'Soha',
  'apiKey.created': 'Létrehozva',
  'apiKey.createdByAt': '{date}, {login}',
  'apiKey.lastUsed': 'Utoljára használva',
  'apiKey.neverUsed': 'Még nem',
  'apiKey.status': 'Állapot',
  'apiKey.status.active': 'Aktív',
  'apiKey.status.expired': 'Lejárt',
  'apiKey.status.revoked': 'Visszavonva: {date}, {login}',
  'apiKey.revoke': 'Visszavonás',
  'apiKey.revokeLabel': 'A(z) {name} kulcs visszavonása',
  'apiKey.revokeTitle': 'Visszavonja ezt az API-kulcsot?',
  'apiKey.revokeConfirm':
    'Mostantól minden hívást elutasítunk, amely a(z) {name} ({prefix}) kulccsal történik. Ez nem vonható vissza.',
  'apiKey.revoked': 'A kulcsot visszavontuk.',
  'apiKey.secretTitle': 'Az új API-kulcsa',
  'apiKey.secretWarning':
    'Másolja ki most a kulcsot, és tárolja biztonságos helyen: csak most jelenik meg, később nem kérhető le újra. Aki birtokolja, ennek a fióknak a nevében jár el.',
  'apiKey.copy': 'Másolás',
  'apiKey.copied': 'Másolva',
  'apiKey.done': 'Kimásoltam a kulcsot',
  'apiKey.error.scopesBeyondYours':
    'Ezeket a hatóköröket nem adhatja meg: olyan jogosultságokat igényelnek, amelyekkel Ön sem rendelkezik.',
  'apiKey.error.externalTokenRefused':
    'Ez a bejelentkezési hivatkozás már nem érvényes. Nyissa meg újra az oldalt az alkalmazásából.',
  'apiKey.profile': 'Profil a beküldésekhez',
  'apiKey.profileHelp':
    'Az ezzel a kulccsal történő beküldés ennek a profilnak a szolgáltatásait használhatja.',
};
