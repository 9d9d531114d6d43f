import { hu as systemBrandingsHu } from './parts/systemBrandings/hu';
import { hu as systemLocalesHu } from './parts/systemLocales/hu';
import { hu as depositPreflightHu } from './parts/depositPreflight/hu';
import { hu as preflightHu } from './parts/preflight/hu';
import { hu as printerHu } from './parts/printer/hu';
import { hu as printerScreenHu } from './parts/printerScreens/hu';
import { hu as ssoHu } from './parts/sso/hu';
import { hu as a11yHu } from './parts/a11y/hu';
import { hu as faceHu } from './parts/face/hu';
import { hu as apiKeyHu } from './parts/apiKeys/hu';
import { hu as webhooksHu } from './parts/webhooks/hu';
import { hu as ippPrintHu } from './parts/ippPrint/hu';
import { hu as costsHu } from './parts/costs/hu';
import { hu as smppHu } from './parts/smpp/hu';
import { hu as evidenceHu } from './parts/evidence/hu';
import { hu as mailDomainsHu } from './parts/mailDomains/hu';
import { hu as mailReturnsHu } from './parts/mailReturns/hu';
import { hu as escalationHu } from './parts/escalation/hu';
import { hu as embeddedHu } from './parts/embedded/hu';
import { hu as systemSecurityHu } from './parts/systemSecurity/hu';
import { hu as systemChannelsHu } from './parts/systemChannels/hu';
import { hu as systemAreasHu } from './parts/systemAreas/hu';
import { hu as systemOptionsHu } from './parts/systemOptions/hu';
import { hu as processingConsentHu } from './parts/processingConsent/hu';
import { hu as processingExpressionsHu } from './parts/processingExpressions/hu';
import { hu as processingRulesHu } from './parts/processingRules/hu';
import { hu as processingParserHu } from './parts/processingParser/hu';
import { hu as processingSplitHu } from './parts/processingSplit/hu';
import { hu as processingEditorHu } from './parts/processingEditor/hu';
import { hu as processingServicesHu } from './parts/processingServices/hu';
import { hu as settingsAccountHu } from './parts/settingsAccount/hu';
import { hu as adminAccessHu } from './parts/adminAccess/hu';
import { hu as adminUsersHu } from './parts/adminUsers/hu';
import { hu as adminAccountsHu } from './parts/adminAccounts/hu';
import { hu as settingsPreferencesHu } from './parts/settingsPreferences/hu';
import { hu as depositRequirementsHu } from './parts/depositRequirements/hu';
import { hu as depositUploadHu } from './parts/depositUpload/hu';
import { hu as depositPackGroupsHu } from './parts/depositPackGroups/hu';
import { hu as depositVisualsHu } from './parts/depositVisuals/hu';
import { hu as manageListsHu } from './parts/manageLists/hu';
import { hu as manageDetailsHu } from './parts/manageDetails/hu';
import { hu as homeLiveHu } from './parts/homeLive/hu';
import { hu as chartsHu } from './parts/charts/hu';
import { hu as orderValidationHu } from './parts/orderValidation/hu';
import { hu as statusHu } from './parts/statuses/hu';
import type { Labels } from './en';

// Hungarian labels: exactly the keys of en.ts (the test beside them checks keys and {placeholders}).
export const hu: Labels = {
  'app.name': 'Postbridge',
  'error.consentPageClosed':
    'A feladó jelenleg nem fogad választást ezen az oldalon. Kérjük, próbálja újra később.',
  'error.consentChoiceNotOffered':
    'Ezt a lehetőséget a feladó nem kínálja. Kérjük, válasszon a megjelenített lehetőségek közül.',
  'error.invalidConsentLink':
    'Ez a hivatkozás érvénytelen. Ellenőrizze, hogy a levelén szereplő teljes címet írta-e be.',
  'error.invalidConsentConfirmation':
    'Ez a megerősítő hivatkozás érvénytelen, már felhasználták, vagy lejárt. Nyissa meg újra a levelén szereplő hivatkozást, és kérjen újat.',
  'error.recipientNotPending': 'A(z) {identifier} címzettnek nincs megerősítésre váró e-mail-címe.',
  'mail.consentConfirm.subject': 'Erősítse meg e-mail-címét a(z) {sender} számára',
  'mail.consentConfirm.text':
    'Tisztelt Címzett!\n\nÖn azt kérte a(z) {sender} feladótól, hogy küldeményeit e-mailben küldje erre a címre. A megerősítéshez nyissa meg ezt a hivatkozást {hours} órán belül:\n\n{link}\n\nHa nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: ezt a címet nem fogjuk használni.',
  'mail.consentConfirm.html':
    '<p>Tisztelt Címzett!</p><p>Ön azt kérte a(z) <b>{sender}</b> feladótól, hogy küldeményeit e-mailben küldje erre a címre. A megerősítéshez nyissa meg ezt a hivatkozást {hours} órán belül:</p><p><a href="{link}">{link}</a></p><p>Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: ezt a címet nem fogjuk használni.</p>',
  'consent.title': 'Kézbesítési preferenciája',
  'consent.intro': '{sender} szeretné tudni, hogyan kívánja megkapni küldeményeit.',
  'consent.reference': 'Az Ön azonosítója: {identifier}',
  'consent.current.EMAIL': 'Jelenlegi választás: e-mailben, a(z) {email} címre.',
  'consent.current.EMAIL_PENDING': 'Jelenlegi választás: e-mailben, a(z) {email} címre, megerősítésre vár.',
  'consent.current.LETTER': 'Jelenlegi választás: postai úton.',
  'consent.current.NONE': 'Még nincs rögzített választás.',
  'consent.question': 'Hogyan szeretné megkapni küldeményeit?',
  'consent.choice.EMAIL': 'E-mailben',
  'consent.choice.LETTER': 'Postai úton',
  'consent.choice.NONE': 'Nincs preferencia',
  'consent.email': 'Az Ön e-mail-címe',
  'consent.submit': 'Választásom mentése',
  'consent.saved.EMAIL':
    'Majdnem kész: megerősítő hivatkozást küldtünk a(z) {email} címre. A cím megerősítéséhez nyissa meg {hours} órán belül.',
  'consent.saved.LETTER': 'Köszönjük: {sender} postai úton küldi Önnek a küldeményeit.',
  'consent.saved.NONE': 'Köszönjük: választását mentettük.',
  'consent.change': 'Választásom módosítása',
  'consent.confirm.title': 'Erősítse meg e-mail-címét',
  'consent.confirm.intro': 'Erősítse meg, hogy küldeményeit e-mailben kívánja megkapni.',
  'consent.confirm.submit': 'Címem megerősítése',
  'consent.confirm.done':
    'Köszönjük: a(z) {email} cím megerősítve. {sender} e-mailben küldi Önnek a küldeményeit.',
  'issue.recipient.emailRequired': 'A(z) {preference} preferenciához e-mail-cím szükséges.',
  'issue.recipient.emailNotValid':
    'Az EMAIL preferenciához működő cím szükséges (emailValid true); megerősítendő címhez használja az EMAIL_PENDING értéket.',
  'issue.recipient.pendingEmailValid':
    'Az EMAIL_PENDING még meg nem erősített címet jelöl (emailValid false), ilyet a címzettlista nem tartalmazhat.',
  'issue.recipient.listEmailValid':
    'A címzettlista a feladó által szavatolt címeket tartalmaz: az emailValid értéke csak true lehet.',
  'issue.recipient.duplicate': 'A(z) {identifier} címzett többször szerepel.',
  'issue.recipient.senderAccountDisabled':
    'A(z) {ou} szervezeti egység nem feladói fiók: először kapcsolja be a feladói fiókját.',
  'error.generic': 'Váratlan hiba történt.',
  'error.badRequest': 'A kérés érvénytelen: {field} {reason}',
  'error.notFound': 'A kért elem nem található.',
  'error.fileTooLarge': 'A fájl nagyobb a megengedett {limit} MB-nál.',
  'error.validationFailed': 'Mentés előtt {count} hibát kell kijavítani.',
  'error.jobCannotCancel': '{state} állapotú feladat nem vonható vissza.',
  'error.filesPurged': 'A feladat fájljai a megőrzési idő lejártakor törlődtek.',
  'error.depositLine': 'A feladás {line}. sora érvénytelen: {reason}',
  'error.serviceHasOpenJobs':
    'A szolgáltatásnak {openJobs} folyamatban lévő megrendelése van: erősítse meg a folytatáshoz, ami elutasítja a jóváhagyásra váró megrendeléseiket.',
  'error.tooManyRequests': 'Túl sok próbálkozás. Várjon {seconds} másodpercet, majd próbálja újra.',
  'error.invalidCredentials': 'Érvénytelen bejelentkezési adatok.',
  'error.sessionTimeout': 'A munkamenete lejárt... Kérjük, jelentkezzen be újra.',
  'error.unauthorized': 'Nincs jogosultsága a művelet végrehajtásához.',
  'error.editionConflict':
    'Ezt az elemet egy másik felhasználó módosította. Kérjük, próbálja újra szerkeszteni.',
  'error.idempotencyKeyReused': 'Ezt az Idempotency-Key kulcsot már egy másik kéréshez használták.',
  'error.idempotencyKeyInProgress':
    'Egy kérés ezzel az Idempotency-Key kulccsal még folyamatban van. Próbálja újra, ha már megérkezett a válasz.',
  'error.passwordPolicy': 'A jelszó nem felel meg a biztonsági szabályzatnak...',
  'error.passwordTooShort':
    'A jelszó nem felel meg a biztonsági szabályzatnak... Legalább {minimum} karakterből kell állnia.',
  'error.passwordBreached':
    'A jelszó nem felel meg a biztonsági szabályzatnak... Szerepel a más oldalakról kiszivárgott jelszavak között: válasszon másikat.',
  'error.passwordUnchanged': 'A jelszó nem változott...',
  'error.passwordTooSimilar':
    'A jelszó nem felel meg a biztonsági szabályzatnak... Túlságosan hasonlít a felhasználónevére, a nevére vagy az előző jelszavára.',
  'error.invalidResetToken':
    'Ez a jelszó-visszaállítási hivatkozás érvénytelen, már felhasználták, vagy lejárt.',
  'error.passwordExpired': 'A jelszava lejárt. A folytatás előtt változtassa meg.',
  'error.invalidSignature': 'A kérés aláírása hiányzik, hibás vagy lejárt.',
  'error.currentPasswordWrong': 'A jelenlegi jelszó nem helyes.',
  'mail.commandRejected.subject': '{appName}: a(z) "{jobName}" megrendelését nem hagyták jóvá',
  'mail.commandRejected.text':
    'A(z) "{jobName}" megrendelését nem hagyták jóvá: {reason}\n\nNyissa meg a(z) {appName} alkalmazást a címzettek felszabadításához és újrarendeléséhez, vagy vonja vissza: {link}',
  'mail.commandRejected.html':
    '<p>A(z) <strong>{jobName}</strong> megrendelését nem hagyták jóvá: {reason}</p><p><a href="{link}">Nyissa meg a(z) {appName} alkalmazást</a> a címzettek felszabadításához és újrarendeléséhez, vagy vonja vissza.</p>',
  'mail.commandRejected.expired': 'a jóváhagyási határidő lejártáig egy jóváhagyó sem intézkedett.',
  'mail.commandRejected.noReason': 'nem adtak meg indokot.',
  'mail.validatorSummary.subject': '{appName}: {count} megrendelés vár jóváhagyására',
  'mail.validatorSummary.text':
    '{count} megrendelés vár jóváhagyására. Az első ekkor jár le: {firstExpiry}.\n\nHagyja jóvá vagy utasítsa el őket itt: {appName}: {link}',
  'mail.validatorSummary.html':
    '<p><strong>{count}</strong> megrendelés vár jóváhagyására. Az első ekkor jár le: {firstExpiry}.</p><p><a href="{link}">Hagyja jóvá vagy utasítsa el őket itt: {appName}</a>.</p>',
  'mail.lostPassword.subject': 'Állítsa vissza {appName}-jelszavát',
  'mail.lostPassword.text':
    'Kedves {name}!\n\nValaki a(z) {login} fiók jelszavának visszaállítását kérte. Nyissa meg ezt a hivatkozást {minutes} percen belül, és válasszon új jelszót:\n\n{link}\n\nHa nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a jelszava nem változik.',
  'mail.lostPassword.html':
    '<p>Kedves {name}!</p><p>Valaki a(z) <b>{login}</b> fiók jelszavának visszaállítását kérte. Nyissa meg ezt a hivatkozást {minutes} percen belül, és válasszon új jelszót:</p><p><a href="{link}">{link}</a></p><p>Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a jelszava nem változik.</p>',
  'common.loading': 'Betöltés…',
  'common.retry': 'Újra',
  'common.close': 'Bezárás',
  'common.backToSignIn': 'Vissza a bejelentkezéshez',
  'common.backToHome': 'Vissza a kezdőlapra',
  'field.required': 'Ez a mező kötelező.',
  'field.invalidEmail': 'Adjon meg egy érvényes e-mail-címet.',
  'error.network': 'A kiszolgáló nem érhető el. Ellenőrizze a kapcsolatot, majd próbálja újra.',
  'error.passwordMismatch': 'A jelszavak nem egyeznek.',
  'error.workInProgress.title': 'Fejlesztés alatt',
  'error.workInProgress.text':
    'Az alkalmazás ezen része még fejlesztés alatt áll. Kérjük, próbálja újra később.',
  'error.pageNotFound.title': 'Az oldal nem található',
  'error.pageNotFound.text': 'A keresett oldal nem létezik, vagy áthelyezték.',
  'error.lazyTimeout': 'A képernyő betöltése túl sokáig tart. Ellenőrizze a kapcsolatot, majd próbálja újra.',
  'notification.passwordExpiry': 'A jelszava {days} napon belül lejár. Kérjük, változtassa meg most.',
  'notification.passwordChanged': 'A jelszava megváltozott.',
  'shell.loading': 'Az alkalmazás betöltése…',
  'shell.mainMenu': 'Főmenü',
  'shell.toggleMenu': 'Menü megjelenítése vagy elrejtése',
  'shell.logoAlt': '{appName} logó',
  'shell.notifications': 'Értesítések (Alt+T)',
  'userMenu.open': '{name} felhasználói menüje',
  'userMenu.settings': 'Beállításaim',
  'userMenu.version': 'Verzióinformáció',
  'userMenu.signOut': 'Kijelentkezés',
  'version.title': 'Verzióinformáció',
  'version.client': 'Webes kliens',
  'version.server': 'Kiszolgáló',
  'version.modules': 'Kiszolgálómodulok',
  'version.unavailable': 'Nem elérhető',
  'signIn.title': 'Bejelentkezés',
  'signIn.subtitle': 'Üdvözli a(z) {appName}',
  'signIn.login': 'Felhasználónév',
  'signIn.password': 'Jelszó',
  'signIn.submit': 'Bejelentkezés',
  'signIn.forgotPassword': 'Elfelejtette a jelszavát?',
  'lostPassword.title': 'Elfelejtette a jelszavát?',
  'lostPassword.intro':
    'Adja meg a fiókjához tartozó e-mail-címet. Küldünk egy hivatkozást, amellyel új jelszót választhat.',
  'lostPassword.email': 'E-mail-cím',
  'lostPassword.submit': 'Hivatkozás küldése',
  'lostPassword.sent':
    'Ha ehhez a címhez fiók tartozik, elküldtünk egy e-mailt egy hivatkozással az új jelszó kiválasztásához.',
  'password.current': 'Jelenlegi jelszó',
  'password.rule':
    'Legalább {minimum} karakter; néhány egymáshoz nem kapcsolódó szó erős és könnyen megjegyezhető jelszót ad.',
  'password.new': 'Új jelszó',
  'password.confirm': 'Új jelszó megerősítése',
  'password.submit': 'Jelszó módosítása',
  'password.reveal': 'A beírt karakterek megjelenítése vagy elrejtése',
  'password.expired.title': 'Változtassa meg a jelszavát',
  'password.expired.intro':
    'A jelszava lejárt, vagy ez a kapott ideiglenes jelszó. A folytatáshoz válasszon sajátot.',
  'resetPassword.title': 'Új jelszó választása',
  'resetPassword.account': 'Fiók: {login}',
  'resetPassword.done': 'A jelszava megváltozott. Most már bejelentkezhet.',
  'changePassword.title': 'Jelszavam módosítása',
  'home.welcome': 'Üdvözöljük, {name}',
  'home.counters': 'Tevékenység',
  'home.range': '{from} – {to}',
  'deposit.home.intro': 'Válassza ki a szolgáltatást, amellyel a dokumentumait küldi.',
  'deposit.home.noService': 'Még nincs elérhető szolgáltatása. Forduljon a rendszergazdához.',
  'deposit.backToServices': 'Vissza a szolgáltatásokhoz',
  'deposit.noServiceChosen':
    'Nincs kiválasztott szolgáltatás. Térjen vissza a szolgáltatásokhoz, és válasszon egyet.',
  'deposit.box.choose': 'Fájlok kiválasztása',
  'deposit.box.dropHint': 'Húzza ide a PDF-fájlokat, vagy válassza ki őket.',
  'deposit.box.invalidType': 'Ide csak PDF-fájlok tölthetők fel. Nem került hozzáadásra: {names}',
  'deposit.box.empty': 'Még nincs fájl.',
  'deposit.box.files': '{box} fájljai',
  'deposit.box.file': '{name} ({size} KB)',
  'deposit.box.remove': '{name} eltávolítása',
  'deposit.jobName': 'A feladás neve',
  'deposit.send': 'Küldés',
  'deposit.filesMissing': 'A küldéshez adjon hozzá egy PDF-fájlt minden mezőhöz.',
  'deposit.uploading': 'Fájlok küldése: {percent}%',
  'deposit.uploadProgress': 'Feltöltés állapota',
  'deposit.job.processing': 'A dokumentumok feldolgozása folyamatban…',
  'deposit.job.timeout':
    'A feldolgozás a vártnál tovább tart. Ezt a feladást később a Kezelés menüpontban találja.',
  'deposit.job.failed': 'A feladást nem sikerült feldolgozni',
  'deposit.job.cancelled': 'A feladást visszavonták',
  'deposit.order': 'Megrendelés',
  'deposit.packGroups.title': 'Talált küldemények',
  'deposit.packGroups.summaryLabel': 'A címellenőrzések összesítése',
  'deposit.packGroups.total': 'Küldemények: {n}',
  'deposit.packGroups.countGood': 'Érvényes: {n}',
  'deposit.packGroups.countModified': 'Javított: {n}',
  'deposit.packGroups.countForced': 'Kényszerített: {n}',
  'deposit.packGroups.countBad': 'Érvénytelen: {n}',
  'deposit.packGroups.position': 'Sorszám',
  'deposit.packGroups.pages': 'Oldalak',
  'deposit.packGroups.pageRange': '{first}–{last} ({n} old.)',
  'deposit.packGroups.address': 'Postacím',
  'deposit.packGroups.check': 'Címellenőrzés',
  'deposit.packGroups.actions': 'Műveletek',
  'deposit.packGroups.noAddress': 'Nincs cím',
  'deposit.packGroups.reject': 'Elutasítás',
  'deposit.packGroups.rejectOne': '{position}. küldemény elutasítása',
  'deposit.packGroups.rejected': 'Elutasítva',
  'deposit.status.GOOD': 'Érvényes',
  'deposit.status.MODIFIED': 'Javított',
  'deposit.status.FORCED': 'Kényszerített',
  'deposit.status.BAD': 'Érvénytelen',
  'home.countersError': 'A számlálókat nem sikerült betölteni.',
  'counter.awaitingValidation': 'Jóváhagyásra vár',
  'counter.errors': 'Hibák',
  'counter.delivered': 'Kézbesítve',
  'counter.processing': 'Feldolgozás alatt',
  'counter.ordersRemaining': 'Függő megbízások',
  'counter.ordersProcessing': 'Feldolgozás alatti megbízások',
  'section.home': 'Kezdőlap',
  'section.deposit': 'Küldés',
  'section.manage': 'Kezelés',
  'section.monitoring': 'Felügyelet',
  'section.processing': 'Feldolgozás',
  'section.administration': 'Adminisztráció',
  'section.system': 'Rendszer',
  'section.settings': 'Beállítások',
  'section.printer': 'Virtuális nyomtató',
  'screen.deposit.archive': 'Archívum feladása',
  'screen.deposit.home': 'Dokumentumok küldése',
  'screen.deposit.delivery': 'Küldési beállítások',
  'screen.deposit.unique': 'Egyetlen dokumentum feladása',
  'screen.deposit.split': 'Feladás felosztással',
  'screen.deposit.preprocessing': 'Feladás előfeldolgozással',
  'screen.deposit.form': 'Feladás űrlappal',
  'screen.deposit.advanced': 'Speciális feladás',
  'screen.deposit.validation': 'Megbízások jóváhagyása',
  'screen.manage.home': 'Kezelés',
  'screen.manage.deliveries': 'Küldemények',
  'screen.manage.deliveryDetail': 'Küldemény részletei',
  'screen.manage.orders': 'Feladások',
  'screen.manage.orderDetail': 'Feladás részletei',
  'screen.manage.documents': 'Dokumentumok',
  'screen.manage.documentsError': 'Hibás dokumentumok',
  'screen.manage.recipientsChoice': 'Címzettek választásai',
  'screen.monitoring.home': 'Felügyelet',
  'screen.monitoring.deliveries': 'Küldemények felügyelete',
  'screen.monitoring.jobs': 'Feladások felügyelete',
  'screen.monitoring.lateDeliveries': 'Késő küldemények',
  'screen.monitoring.shipments': 'Postai tételek felügyelete',
  'screen.administration.home': 'Adminisztráció',
  'screen.administration.accounts': 'Fiókok',
  'screen.administration.users': 'Felhasználók',
  'screen.administration.groups': 'Csoportok',
  'screen.administration.profiles': 'Profilok',
  'screen.administration.permissions': 'Jogosultságok',
  'screen.system.home': 'Rendszer',
  'screen.system.brandings': 'Saját arculatok',
  'screen.system.channels': 'Csatornák',
  'screen.system.locales': 'Nyelvek',
  'screen.system.options': 'Opciók',
  'screen.system.security': 'Biztonság',
  'screen.processing.home': 'Feldolgozás',
  'screen.processing.services': 'Szolgáltatások',
  'screen.processing.recipientsChoice': 'Címzettek hozzájárulása',
  'screen.settings.home': 'Beállítások',
  'screen.settings.addressbox': 'Címjegyzék',
  'screen.settings.library': 'Dokumentumtár',
  'screen.settings.user': 'Profilom',
  'screen.embedded.home': 'Beágyazott feladás',
  'screen.printer.config': 'Nyomtató beállításai',
  'screen.printer.home': 'Virtuális nyomtató',
  'screen.printer.manual': 'Kézi nyomtatás',
  'screen.printer.automated': 'Automatikus nyomtatás',
  'screen.printer.async': 'Nyomtatott fájl küldése',
  'issue.service.nameMandatory': 'A szolgáltatásnak nevet kell adni.',
  'issue.service.box.nameMandatory': 'Minden rekesznek nevet kell adni.',
  'issue.service.box.duplicateName': 'Már van másik „{name}” nevű rekesz.',
  'issue.service.box.labelMandatory': 'A(z) „{name}” rekesznek címkét kell adni.',
  'issue.service.box.splitMinElements':
    'A(z) „{name}” rekesz felosztja a fájljait, ezért legalább 1 fájlos minimum szükséges.',
  'issue.service.box.minAboveMax':
    'A(z) „{name}” rekesz legalább {min} fájlt kér, de legfeljebb {max} fájlt fogad.',
  'issue.service.box.dataFileColumns':
    'A(z) „{name}” adatfájl-rekesznek meg kell adnia, hogyan olvassa az oszlopait.',
  'issue.service.box.unknownParent': 'A(z) „{name}” rekesz szülőrekesze („{parent}”) ismeretlen.',
  'issue.service.box.reconcileMandatory':
    'A(z) „{name}” rekesznek feltétel kell, amely a dokumentumait a szülőrekeszhez rendeli.',
  'issue.service.box.unknownServiceFile': 'A(z) „{name}” rekesz nem létező szolgáltatásfájlra hivatkozik.',
  'issue.service.metadata.nameMandatory': 'Minden metaadatnak nevet kell adni.',
  'issue.service.metadata.duplicate': 'Már van másik „{name}” nevű metaadat.',
  'issue.service.requirement.invalidName':
    'A(z) „{name}” követelménynév üres vagy foglalt. Válasszon másik nevet.',
  'issue.service.requirement.duplicate': 'Már van másik „{name}” nevű követelmény.',
  'issue.service.requirement.mandatory': 'A(z) „{label}” csatornának legalább egy követelmény kell.',
  'issue.service.channel.labelMandatory': 'Minden csatornának címkét kell adni.',
  'issue.service.channel.duplicateLabel': 'Már van másik csatorna „{label}” címkével.',
  'issue.service.channel.addressPageMissing':
    'A(z) „{label}” csatorna címoldalt állít össze, de egyik rekesznek sincs ilyen, és a kimeneti fájl sem írja elő.',
  'issue.service.channel.unknown': 'A(z) "{label}" "{id}" csatornája nem létezik.',
  'issue.service.channel.notOffered': 'A(z) "{name}" csatorna nem érhető el ennek a szervezeti egységnek.',
  'issue.service.channel.unknownOutputFile':
    'A(z) "{label}" csatornájának nincs "{outputFileId}" kimeneti fájlja.',
  'issue.service.option.unknownType': 'Nincs "{optionTypeId}" opciótípus.',
  'issue.service.option.unknown': 'A(z) "{optionId}" opció nem a(z) "{optionTypeId}" típus opciója.',
  'issue.service.option.notOffered': 'A(z) "{label}" csatornája nem kínálja a(z) "{optionId}" opciót.',
  'issue.service.metadata.unknown':
    'Nincs "{name}" nevű metaadat: adja meg a szolgáltatásban, egy dobozban vagy egy adatfájlban.',
  'issue.service.strategy.channelRequired': 'A(z) „{name}” küldési csoportnak legalább egy csatorna kell.',
  'issue.service.strategy.unknownChannel':
    'A küldési stratégia ismeretlen csatornára („{label}”) hivatkozik.',
  'issue.service.pattern.invalid': '„{pattern}” nem érvényes reguláris kifejezés.',
  'issue.parser.encodingRequired': 'Válassza ki az adatfájl karakterkódolását.',
  'issue.parser.separatorRequired': 'Adja meg az oszlopelválasztót.',
  'issue.parser.mapping.empty': 'Rendeljen legalább egy oszlopot egy metaadathoz.',
  'issue.parser.mapping.invalidColumnIndex':
    'A(z) „{column}” oszlopnak oszlopszámnak kell lennie (0 vagy nagyobb).',
  'issue.parser.mapping.targetBlank': 'Adja meg annak a metaadatnak a nevét, amelybe ez az oszlop kerül.',
  'issue.parser.mapping.duplicateTarget': 'A(z) „{name}” metaadatot több oszlop is kitölti.',
  'issue.parser.fixedWidth.columnWidthsEmpty': 'Adja meg legalább egy oszlop szélességét.',
  'issue.parser.fixedWidth.widthNotPositive':
    'A(z) {column}. oszlop szélességének 0-nál nagyobbnak kell lennie.',
  'issue.parser.fixedWidth.columnNotMapped': 'A(z) {column}. oszlop nincs metaadathoz rendelve.',
  'issue.parser.delimited.columnNamesEmpty': 'Adjon meg legalább egy oszlopnevet.',
  'issue.parser.delimited.columnNameBlank': 'Az oszlopnév nem lehet üres.',
  'issue.parser.delimited.headerRequired': 'A név szerint olvasott oszlopokhoz fejlécsor kell a fájlban.',
  'issue.parser.delimited.duplicateColumnName': 'A(z) „{name}” oszlopnév kétszer szerepel.',
  'issue.parser.json.globalMappingRequired':
    'Elemmutató nélkül legalább egy, a teljes fájlra vonatkozó értéket rendeljen hozzá.',
  'issue.parser.json.mappingNotAllowed': 'Elemmutató nélkül az értékek nem rendelhetők elemenként.',
  'issue.parser.json.invalidPointer': 'A(z) „{pointer}” JSON-mutatónak /-rel kell kezdődnie.',
  'issue.parser.skipLines.negative': 'A kihagyandó sorok száma nem lehet negatív.',
  'issue.expression.columnRequired': 'Adja meg az oszlop nevét.',
  'issue.expression.keyRequired': 'Adja meg a PDF-metaadat kulcsát.',
  'issue.expression.metadataRequired': 'Válassza ki a metaadatot.',
  'issue.expression.boxRequired': 'Válassza ki a rekeszt, vagy olvasson a fő rekeszből.',
  'issue.expression.unknownBox': 'Nincs „{name}” nevű rekesz.',
  'issue.expression.identifierRequired': 'Adja meg, hogyan számítódik a címzett azonosítója.',
  'issue.expression.operandRequired': 'Ez az érték hiányzik.',
  'issue.expression.operandsEmpty': 'Adjon meg legalább egy értéket.',
  'issue.expression.optionRequired': 'Válassza ki a beállítást.',
  'issue.job.notEnoughFiles': 'Nincs elég fájl: a(z) „{box}” legalább {min} fájlt igényel ({count} megadva).',
  'issue.job.maxFileCount': 'A(z) „{box}” legfeljebb {max} fájlt fogad ({count} megadva).',
  'issue.job.noRoom': 'A(z) „{file}” nem adható hozzá: a(z) „{box}” már tartalmazza a maximális {max} fájlt.',
  'issue.job.appositionTwice': 'A(z) „{file}” már hozzá van adva ehhez: „{box}”.',
  'issue.job.invalidFileType': 'A(z) „{file}” típusa nem felel meg ennek: „{box}”.',
  'issue.job.unknownBox': 'Ez a rekesz nem létezik a szolgáltatásban.',
  'issue.job.nameMandatory': 'Adjon nevet a feladatnak.',
  'issue.metadata.mandatory': 'A(z) „{name}” kötelező.',
  'issue.metadata.pattern': 'A(z) „{name}” formátuma nem megfelelő.',
  'issue.metadata.maxLines': 'A(z) „{name}” {lines} soros; legfeljebb {maxLines} sor megengedett.',
  'issue.metadata.controlledValue': 'A(z) „{value}” nem megengedett érték ehhez: „{name}”.',
  'issue.metadata.constantValue': 'A(z) „{value}” nem szerepel a(z) „{name}” felkínált értékei között.',
  'issue.ou.idMissing': 'A fióknak nincs azonosítója.',
  'issue.ou.delayInvalid': 'A határidőnek egész számú napnak kell lennie, 0 vagy több.',
  'issue.ou.delays':
    'A határidőknek teljesíteniük kell: zárolás ({freeze}) ≤ fájlok ({file}) ≤ adatok ({data}) nap.',
  'issue.ou.webhookInvalid': 'Érvénytelen URL',
  'issue.ou.webhookInsecure': 'Biztonságos hivatkozás ajánlott (HTTPS)',
  'issue.ou.webhookCredentials':
    'A webhook címe nem tartalmazhat felhasználónevet vagy jelszót: a hívások alá vannak írva.',
  'issue.ou.brandDomain':
    'A(z) „{domain}” értéknek tartománynévnek kell lennie (pl. mail.example.com), nem URL-nek.',
  'issue.pageSelector.notAllowed':
    'A(z) „{selector}” oldalválasztó nem engedélyezett ehhez: {kind} (engedélyezett: {allowed}).',
  'issue.channel.nameMandatory': 'A csatornának név kell.',
  'issue.channel.providerMandatory': 'Válassza ki a szolgáltatót, amely a csatorna kimeneteit továbbítja.',
  'issue.channel.idInvalid':
    'A(z) „{id}” csatornaazonosító csak betűket, számjegyeket, „.”, „-” és „_” karaktert tartalmazhat, és betűvel vagy számjeggyel kell kezdődnie.',
  'issue.channel.idTaken': 'Egy másik csatorna már a(z) „{id}” azonosítót használja.',
  'issue.channel.workingDaysEmpty': 'Válasszon legalább egy munkanapot.',
  'issue.channel.workingDayDuplicate': 'A(z) {day}. munkanap kétszer szerepel.',
  'issue.channel.cutoffTimeInvalid':
    'A(z) „{time}” befogadási határidőt HH:mm alakban kell írni (00:00 és 23:59 között).',
  'issue.channel.timeZoneUnknown':
    'A(z) „{timeZone}” időzóna ismeretlen: a határidő figyelmen kívül marad, a napok UTC szerint számítanak.',
  'issue.channel.fallbackStatusUnknown': 'A(z) {code} nem ismert küldeményállapot.',
  'issue.channel.fallbackStatusDuplicate': 'A(z) {code} állapot kétszer szerepel.',
  'issue.channel.tracking.placeholderMissing':
    'A nyomkövetési hivatkozásnak tartalmaznia kell a(z) „{placeholder}” helyőrzőt a nyomkövetési szám helyén.',
  'issue.channel.tokenWithoutTrigger':
    'Külső kimeneti tokenje csak olyan csatornának van, amelynek kimeneti fájljait külső rendszer tölti le.',
  'issue.channel.outputFile.nameMandatory': 'Minden kimeneti fájlnak név kell.',
  'issue.channel.outputFile.duplicateName': 'Már van „{name}” nevű kimeneti fájl.',
  'issue.channel.outputFile.duplicateId': 'Egy másik kimeneti fájl már a(z) „{id}” azonosítót használja.',
  'issue.channel.outputFile.mainCount':
    'Pontosan egy kimeneti fájlnak kell fő fájlnak lennie (most {count}).',
  'issue.channel.area.outsidePage':
    'A terület túlnyúlik a(z) {format} oldalon, amelynek mérete {widthMm} × {heightMm} mm.',
  'issue.channel.area.contentMandatory': 'Adja meg, mit mutat a(z) {type} terület.',
  'issue.channel.area.unknownFont': 'A(z) „{font}” betűtípus nem érhető el.',
  'issue.channel.area.colorInvalid':
    'A(z) „{color}” nem rgba(vörös,zöld,kék,átlátszatlanság) alakban írt szín.',
  'issue.channel.option.unknownType': 'Nincs „{optionTypeId}” opciótípus.',
  'issue.channel.option.unknown': 'A(z) „{optionId}” opció nem a(z) „{optionTypeId}” típus opciója.',
  'issue.channel.option.groupEmpty': 'Kínáljon legalább egy opciót a(z) „{optionTypeId}” típusból.',
  'issue.channel.option.duplicate': 'A(z) „{optionId}” opció kétszer szerepel.',
  'issue.channel.option.duplicateType': 'A(z) „{optionTypeId}” opciótípus kétszer szerepel.',
  'issue.channel.option.multipleDefaults':
    'A(z) „{optionTypeId}” típusból csak egy opció lehet az alapértelmezett.',
  'issue.option.type.nameMandatory': 'Az opciótípusnak név kell.',
  'issue.option.type.duplicateName': 'Már van „{name}” nevű opciótípus.',
  'issue.option.valueMandatory': 'Az opciónak érték kell.',
  'issue.option.duplicateValue': 'Ennek az opciótípusnak már van „{value}” opciója.',
  'error.optionTypeInUse':
    'A(z) „{name}” opciótípus nem törölhető: még {options} opció tartozik hozzá, és {users} csatorna vagy szolgáltatás használja.',
  'error.optionInUse': 'A(z) „{value}” opció nem törölhető: {users} csatorna vagy szolgáltatás használja.',
  'issue.address.notExtracted': 'A dokumentumban nem található cím.',
  'issue.address.invalidFormat':
    'A címben nincs az országának megfelelő, érvényes irányítószám- és településsor.',
  'issue.address.tooManyLines': 'A cím túl sok sorból áll.',
  'issue.address.unknownCountry': 'A cím országa ismeretlen.',
  'issue.address.countryNotHandled': 'Ez a csatorna nem kezeli a cím országát.',
  'issue.address.countryUndetected': 'A cím országa nem állapítható meg.',
  'issue.address.incomplete':
    'A cím hiányos: legalább egy név- vagy utcasor és egy irányítószámot és települést tartalmazó sor kell.',
  'issue.address.postcodeCountryMismatch':
    'Az irányítószám- és településsor nem az utolsó sorban megnevezett országé.',
  'issue.address.twoCountryLines':
    'A cím két sorban is országot nevez meg: csak a célország maradjon, az utolsó sorban.',
  'issue.address.lineTooLong': 'A cím egyik sora túl hosszú.',
  'issue.email.empty': 'Nem található e-mail-cím.',
  'issue.email.invalidFormat': 'Az e-mail-cím érvénytelen.',
  'issue.email.tooLong': 'Az e-mail-cím túl hosszú.',
  'issue.phone.empty': 'Nem található telefonszám.',
  'issue.phone.invalidFormat': 'A telefonszám érvénytelen.',
  'issue.phone.countryNotHandled': 'A telefonszám olyan országhoz tartozik, amely itt nem fogadható el.',
  'issue.phone.countryUndetected':
    'A telefonszám országa nem állapítható meg: írja be a nemzetközi előhívóval együtt (+…).',
  'issue.pdf.areaOutsidePage':
    'Az olvasandó terület kívül esik a(z) {page}. oldalon, amelynek mérete {widthMm} × {heightMm} mm.',
  'issue.requirement.unknown': 'A szolgáltatásnak nincs „{name}” nevű követelménye.',
  'issue.requirement.notPdfArea': 'A(z) „{name}” követelmény értéke nem a PDF egy területéből származik.',
  'issue.pdf.encrypted': 'A dokumentum titkosított vagy védett.',
  'issue.pdf.invalid': 'A fájl nem olvasható PDF-dokumentum.',
  'issue.pdf.pageOutOfRange': 'A kért oldal kívül esik a dokumentumon, amely {pageCount} oldalas.',
  'issue.pdf.tooComplex':
    'Ez a dokumentum túl összetett a feldolgozáshoz: több időt vagy memóriát igényelt a megengedettnél.',
  'issue.pdf.invalidArea': 'Az olvasandó területnek pozitív szélesség és magasság kell.',
  'issue.pdf.invalidThumbnailWidth': '{widthPx} képpont széles előnézet nem készíthető.',
  'issue.split.invalidConfig': 'A dokumentum felosztási beállításai érvénytelenek.',
  'issue.data.config': 'Az adatfájl beállításai érvénytelenek.',
  'issue.data.encoding':
    '{line}. sor: a szöveg nem érvényes {encoding}. Ellenőrizze az adatfájlhoz választott kódolást.',
  'issue.data.lineTooLong': 'A(z) {line}. sor túl hosszú.',
  'issue.data.columnCount': '{line}. sor: {found} oszlop található, {expected} várható.',
  'issue.data.lineLength': 'A(z) {line}. sor nem illeszkedik az oszlopszélességekhez.',
  'issue.data.missingColumn': '{line}. sor: a beállításokban használt egyik oszlop hiányzik a fájlból.',
  'issue.data.syntax': '{line}. sor: az adatok nem olvashatók (szintaktikai hiba).',
  'issue.data.jsonPointer': 'A(z) „{pointer}” JSON-mutató nem vezet használható adathoz.',
  'issue.data.tooLarge': 'Az adatfájl túl nagy a beolvasáshoz (legfeljebb {limit} bájt).',
  'issue.archive.invalid': 'A fájl nem olvasható ZIP-archívum, vagy sérült.',
  'issue.archive.tooManyEntries': 'Az archívum {count} fájlt tartalmaz; legfeljebb {limit} megengedett.',
  'issue.archive.tooLarge': 'Kibontás után az archívum nagyobb lenne {limit} bájtnál.',
  'issue.archive.compressionRatio':
    'Az archívumban lévő „{name}” túlságosan tömörített a biztonságos kibontáshoz.',
  'issue.archive.pathTraversal': 'Az archívumban lévő „{name}” név az archívum mappáján kívülre mutat.',
  'issue.archive.absolutePath': 'Az archívumban lévő „{name}” név abszolút elérési út.',
  'issue.archive.backslash': 'Az archívumban lévő „{name}” név fordított perjelet (\\) tartalmaz.',
  'issue.archive.invalidName': 'Az archívum egyik fájlneve üres vagy vezérlőkaraktereket tartalmaz.',
  'issue.archive.duplicateName':
    'Az archívum tartalmazza a(z) „{name}” és a(z) „{previous}” elemet, amelyek kibontva azonos nevet kapnának.',
  'issue.archive.symlink': 'Az archívumban lévő „{name}” szimbolikus hivatkozás, ami nem elfogadott.',
  'issue.archive.encrypted': 'Az archívumban lévő „{name}” titkosított vagy védett.',
  'issue.archive.unsupportedCompression':
    'Az archívumban lévő „{name}” nem támogatott tömörítési módszert használ.',
  'issue.archive.sizeMismatch': 'Az archívumban lévő „{name}” mérete nem egyezik a megadott mérettel.',
  'issue.job.noPackGroups': 'Ebből a feladatból nem készíthető dokumentum: nem tartalmaz felosztandó PDF-et.',
  'issue.job.unknownService': 'A feladat szolgáltatása már nem létezik.',
  'issue.job.processingFailed':
    'A feladatot nem sikerült feldolgozni. Próbálja újra később, vagy forduljon a rendszergazdához.',
  'issue.job.processingCrashed':
    'A feladat feldolgozása többször leállította a feldolgozó folyamatot, ezért félretettük, hogy a többi feladat folytatódhasson. Ellenőrizze a fájljait (sérült vagy nagyon összetett PDF), vagy forduljon a rendszergazdához.',
  'issue.service.file.unknown': 'A szolgáltatásnak nincs „{name}” nevű fájlja.',
  'issue.service.file.unknownBox': 'Ez a fájl olyan dobozba érkezett, amely nincs a szolgáltatásban.',
  'issue.schema.invalid': 'Ennek az értéknek hibás a formája: {reason}',
  'error.packGroupsAlreadyOrdered':
    'Ezek közül {count} címzett már meg van rendelve, el van utasítva vagy módosult: frissítse a listát, és rendelje meg újra.',
  'error.command.alreadyValidated': 'A küldeményét már jóváhagyták.',
  'error.command.notPending': 'Ez a küldési megbízás már nem vár jóváhagyásra.',
  'error.command.cannotFree': 'Csak elutasított vagy lejárt megbízás címzettjei szabadíthatók fel.',
  'error.command.cannotCancel': 'Ez a küldési megbízás már nem vonható vissza.',
  'deposit.delivery.proof.watermark': 'PRÓBANYOMAT',
  'deposit.delivery.noPackGroups': 'Ebben a feladásban nincs több megrendelhető levél.',
  'deposit.delivery.channels': 'Csatornák',
  'deposit.delivery.channel.recipients': '{count} címzett',
  'deposit.delivery.channel.postDates': 'Feladási dátum {earliest} és {latest} között',
  'deposit.delivery.noChannel': 'Egyik csatorna sem tudja elküldeni ezeket a leveleket.',
  'deposit.delivery.notEligible.title': 'Levelek, amelyeket egyik csatorna sem tud továbbítani',
  'deposit.delivery.notEligible.item': '{recipient}: {reasons}',
  'deposit.delivery.postDate.label': 'Kívánt feladási dátum',
  'deposit.delivery.postDate.description': 'Nem kötelező, yyyy-MM-dd formátumban.',
  'deposit.delivery.postDate.invalid': 'Adjon meg egy dátumot yyyy-MM-dd formátumban.',
  'deposit.delivery.postDate.planned': 'Tervezett feladási dátum: {date}',
  'deposit.delivery.cutoff.passed':
    'A mai határidő lejárt: a levelek a következő lehetséges napon kerülnek feladásra.',
  'deposit.delivery.cutoff.soon':
    'A mai határidő {minutes} perc múlva jár le: rendeljen most a mai feladáshoz.',
  'deposit.delivery.proof.button': 'Próbanyomat',
  'deposit.delivery.proof.title': 'Próbanyomatok',
  'deposit.delivery.proof.loading': 'A próbanyomatok készülnek',
  'deposit.delivery.proof.download': 'A(z) {name} próbanyomat letöltése (oldalak: {pages})',
  'deposit.delivery.order.button': 'Megrendelés',
  'deposit.delivery.ordered.AWAIT_VALIDATION': 'A megrendelése jóváhagyásra vár.',
  'deposit.delivery.ordered.VALIDATED': 'A megrendelése jóváhagyva: a feldolgozás elkezdődött.',
  'deposit.delivery.ordered.other': 'A megrendelése rögzítve ({state} állapot).',
  'deposit.delivery.backHome': 'Vissza a feladásokhoz',
  'deposit.validation.empty': 'Nincs jóváhagyásra váró megrendelés.',
  'deposit.validation.column.job': 'Feladás',
  'deposit.validation.column.owner': 'Tulajdonos',
  'deposit.validation.column.recipients': 'Címzettek',
  'deposit.validation.column.channels': 'Csatornák',
  'deposit.validation.column.postDate': 'Feladási dátum',
  'deposit.validation.column.actions': 'Műveletek',
  'deposit.validation.validate': 'Jóváhagyás',
  'deposit.validation.reject': 'Elutasítás',
  'deposit.validation.validateJob': 'Jóváhagyás: a(z) {name} megrendelés',
  'deposit.validation.rejectJob': 'Elutasítás: a(z) {name} megrendelés',
  'deposit.validation.reason': 'Indoklás',
  'deposit.validation.reasonRequired': 'Adja meg az elutasítás okát.',
  'deposit.validation.cancel': 'Mégse',
  'deposit.validation.confirmReject': 'Megrendelés elutasítása',
  'deposit.validation.validated': 'A(z) {name} megrendelés jóváhagyva.',
  'deposit.validation.rejected': 'A(z) {name} megrendelés elutasítva.',
  'issue.delivery.option.notOffered': 'A(z) "{channel}" csatorna nem kínálja a(z) "{optionId}" opciót.',
  'issue.delivery.channel.unknown': 'A szolgáltatásnak nincs "{channel}" csatornája.',
  'issue.delivery.postDate.notAllowed':
    '{date} nem lehetséges feladási dátum ehhez: {channel}. Válasszon munkanapot {earliest} és {latest} között.',
  'issue.delivery.nothingToSend':
    'Ezek közül egyik címzett sem küldhető a szolgáltatás egyik csatornáján sem.',
  'issue.delivery.noChannel': 'A szolgáltatás egyik csatornája sem tud ennek a címzettnek küldeni.',
  'issue.job.archiveEntryUnplaced':
    'Az archívum egyik fájlja a szolgáltatás egyik dobozába sem illik (típusa, neve vagy a megengedett fájlszám miatt).',
  'issue.archive.tooDeep': 'Az archívum túl mélyen egymásba ágyazott archívumokat tartalmaz a kibontáshoz.',
  'issue.job.orphan.noMatch': 'Ez a dokumentum a feladás egyik címzettjéhez sem illik: nem lesz elküldve.',
  'issue.job.orphan.duplicate':
    'Ennek a címzettnek már van rekordja ebből az adatfájlból: ez nem lesz felhasználva.',
  'issue.job.recordCountMismatch':
    'Az adatfájl nem dokumentumonként egy rekordot tartalmaz: rekordjainak és a PDF dokumentumainak egy az egyben meg kell felelniük egymásnak.',
  ...depositUploadHu,
  ...depositPackGroupsHu,
  ...depositVisualsHu,
  ...manageListsHu,
  ...manageDetailsHu,
  ...homeLiveHu,
  ...chartsHu,
  ...orderValidationHu,
  ...statusHu,
  ...depositRequirementsHu,
  ...settingsPreferencesHu,
  ...settingsAccountHu,
  ...processingEditorHu,
  ...processingConsentHu,
  ...systemBrandingsHu,
  ...systemLocalesHu,
  ...depositPreflightHu,
  ...preflightHu,
  ...printerHu,
  ...printerScreenHu,
  ...ssoHu,
  ...a11yHu,
  ...faceHu,
  ...apiKeyHu,
  ...webhooksHu,
  ...ippPrintHu,
  ...costsHu,
  ...smppHu,
  ...evidenceHu,
  ...mailDomainsHu,
  ...mailReturnsHu,
  ...escalationHu,
  ...embeddedHu,
  ...systemSecurityHu,
  ...systemChannelsHu,
  ...systemAreasHu,
  ...systemOptionsHu,
  ...processingExpressionsHu,
  ...processingRulesHu,
  ...processingParserHu,
  ...processingSplitHu,
  ...processingServicesHu,
  ...adminAccessHu,
  ...adminUsersHu,
  ...adminAccountsHu,
};
