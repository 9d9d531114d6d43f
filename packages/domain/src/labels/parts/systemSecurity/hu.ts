import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'system.security.intro':
    'A teljes példányra érvényes beállítások és a most nyitott munkamenetek. A változások néhány másodpercen belül, újraindítás nélkül érvényesek.',
  'system.security.settings.title': 'Példánybeállítások',
  'system.security.readOnly':
    'Ezeket a beállításokat olvashatja; csak egy szuperadminisztrátor módosíthatja őket.',
  'system.security.loadError': 'A biztonsági beállításokat nem sikerült beolvasni.',
  'system.security.allDefaults':
    'Minden beállítás a kiszolgáló konfigurációjából származó alapértéket használja.',
  'system.security.modified': 'Utoljára módosítva: {date}, módosította: {user}.',
  'system.security.group.sessions': 'Munkamenetek',
  'system.security.group.signIn': 'Bejelentkezési korlátok',
  'system.security.group.passwords': 'Alapértelmezett jelszószabályok',
  'system.security.group.origins': 'Engedélyezett források',
  'system.security.field.sessionTtlMinutes': 'Tétlenségi idő a munkamenet végéig (perc)',
  'system.security.field.sessionMaxHours': 'Leghosszabb munkamenet, aktivitástól függetlenül (óra)',
  'system.security.field.loginPerAccount': 'Sikertelen bejelentkezések felhasználónevenként',
  'system.security.field.loginPerAddress': 'Sikertelen bejelentkezések címenként',
  'system.security.field.loginWindowMinutes': 'Számlálási időszak (perc)',
  'system.security.field.minPasswordEntropy': 'Minimális jelszóerősség (bit)',
  'system.security.field.maxPasswordValidityDays': 'Jelszó érvényessége (nap)',
  'system.security.hint.sessionTtlMinutes': 'Minden használat meghosszabbítja. {min} és {max} között.',
  'system.security.hint.sessionMaxHours':
    'A bejelentkezéstől számítva; üresen nincs korlát. {min} és {max} között.',
  'system.security.hint.loginPerAccount':
    'Egy címről, mielőtt az adott felhasználónévhez elutasítják; bárhonnan, mielőtt a próbálkozások lelassulnak. {min} és {max} között.',
  'system.security.hint.loginPerAddress':
    'Egy kliens címről, mielőtt minden felhasználónévhez elutasítják. {min} és {max} között.',
  'system.security.hint.loginWindowMinutes':
    'Az időszak, amelyben a sikertelen próbálkozásokat számolják. {min} és {max} között.',
  'system.security.hint.minPasswordEntropy':
    'Azokhoz a fiókokhoz, amelyek egységei nem adnak meg értéket; a 0 azt jelenti, nincs minimum. {min} és {max} között.',
  'system.security.hint.maxPasswordValidityDays':
    'Azokhoz a fiókokhoz, amelyek egységei nem adnak meg értéket; üresen a jelszavak soha nem járnak le. {min} és {max} között.',
  'system.security.default': 'Alapérték: {value}.',
  'system.security.none': 'Nincs',
  'system.security.reset': 'Visszaállítás alapértékre',
  'system.security.resetField': '„{field}” visszaállítása alapértékre',
  'system.security.origins.hint':
    'Ezekről a forrásokról származó weboldalak böngészőből hívhatják az API-t munkamenet-tokennel (sütikkel soha). Mindegyiket https://host vagy https://host:port alakban írja; http csak localhost esetén.',
  'system.security.origins.empty':
    'Nincs forrás: csak ennek az alkalmazásnak az oldalai hívhatják az API-t böngészőből.',
  'system.security.origins.item': '{number}. forrás',
  'system.security.origins.remove': '{origin} eltávolítása',
  'system.security.origins.add': 'Forrás hozzáadása',
  'system.security.origins.reset': 'A források visszaállítása alapértékre',
  'system.security.issue.notInteger': 'Adjon meg egy egész számot.',
  'system.security.issue.outOfRange': 'Adjon meg egy számot {min} és {max} között.',
  'system.security.issue.originInvalid':
    'Csak forrást írjon: https://host vagy https://host:port, útvonal nélkül.',
  'system.security.issue.originInsecure':
    '{origin} nem biztonságos: használjon https-t (http csak localhost esetén).',
  'system.security.issue.originDuplicate': '{origin} már szerepel a listában.',
  'system.security.issue.tooManyOrigins': 'Legfeljebb {max} forrás.',
  'system.security.fixFields': 'Néhány értéket elutasítottunk: lásd a pirossal jelölt mezőket.',
  'system.security.reload': 'Beállítások újratöltése',
  'system.security.save': 'Beállítások mentése',
  'system.security.saved': 'A biztonsági beállítások mentve.',
  'system.security.cancel': 'Mégse',
  'system.security.sessions.title': 'Aktív munkamenetek',
  'system.security.sessions.intro':
    'A most bejelentkezett felhasználók, a legutóbb aktívak elöl. A munkamenet befejezése a felhasználót a következő műveleténél kijelentkezteti.',
  'system.security.sessions.filter': 'Szűrés felhasználónévre',
  'system.security.sessions.empty': 'Nincs aktív munkamenet.',
  'system.security.sessions.overflow': 'Csak a {max} legutóbb aktív látható: szűrjön felhasználónévre.',
  'system.security.sessions.user': 'Felhasználó',
  'system.security.sessions.account': 'Fiók',
  'system.security.sessions.created': 'Bejelentkezett',
  'system.security.sessions.lastSeen': 'Utolsó aktivitás',
  'system.security.sessions.expires': 'Lejár',
  'system.security.sessions.address': 'Cím',
  'system.security.sessions.browser': 'Böngésző',
  'system.security.sessions.you': 'Ez Ön',
  'system.security.sessions.end': 'Munkamenet befejezése',
  'system.security.sessions.endAll': 'Összes munkamenet befejezése',
  'system.security.sessions.confirmAll':
    'Befejezi {user} összes munkamenetét? Mindenhol kijelentkezik, és újra be kell jelentkeznie.',
  'system.security.sessions.endedAll': '{user} {count} munkamenete befejezve.',
  'system.security.sessions.confirm': 'Befejezi {user} munkamenetét? Újra be kell jelentkeznie.',
  'system.security.sessions.confirmOwn':
    'Ez az Ön saját munkamenete: a befejezése kijelentkezteti Önt. Befejezi?',
  'system.security.sessions.ended': '{user} munkamenete befejeződött.',
};
