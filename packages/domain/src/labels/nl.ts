import { nl as systemBrandingsNl } from './parts/systemBrandings/nl';
import { nl as systemLocalesNl } from './parts/systemLocales/nl';
import { nl as depositPreflightNl } from './parts/depositPreflight/nl';
import { nl as preflightNl } from './parts/preflight/nl';
import { nl as printerNl } from './parts/printer/nl';
import { nl as printerScreenNl } from './parts/printerScreens/nl';
import { nl as ssoNl } from './parts/sso/nl';
import { nl as a11yNl } from './parts/a11y/nl';
import { nl as faceNl } from './parts/face/nl';
import { nl as apiKeyNl } from './parts/apiKeys/nl';
import { nl as webhooksNl } from './parts/webhooks/nl';
import { nl as ippPrintNl } from './parts/ippPrint/nl';
import { nl as costsNl } from './parts/costs/nl';
import { nl as smppNl } from './parts/smpp/nl';
import { nl as evidenceNl } from './parts/evidence/nl';
import { nl as mailDomainsNl } from './parts/mailDomains/nl';
import { nl as mailReturnsNl } from './parts/mailReturns/nl';
import { nl as escalationNl } from './parts/escalation/nl';
import { nl as embeddedNl } from './parts/embedded/nl';
import { nl as systemSecurityNl } from './parts/systemSecurity/nl';
import { nl as systemChannelsNl } from './parts/systemChannels/nl';
import { nl as systemAreasNl } from './parts/systemAreas/nl';
import { nl as systemOptionsNl } from './parts/systemOptions/nl';
import { nl as processingConsentNl } from './parts/processingConsent/nl';
import { nl as processingExpressionsNl } from './parts/processingExpressions/nl';
import { nl as processingRulesNl } from './parts/processingRules/nl';
import { nl as processingParserNl } from './parts/processingParser/nl';
import { nl as processingSplitNl } from './parts/processingSplit/nl';
import { nl as processingEditorNl } from './parts/processingEditor/nl';
import { nl as processingServicesNl } from './parts/processingServices/nl';
import { nl as settingsAccountNl } from './parts/settingsAccount/nl';
import { nl as adminAccessNl } from './parts/adminAccess/nl';
import { nl as adminUsersNl } from './parts/adminUsers/nl';
import { nl as adminAccountsNl } from './parts/adminAccounts/nl';
import { nl as settingsPreferencesNl } from './parts/settingsPreferences/nl';
import { nl as depositRequirementsNl } from './parts/depositRequirements/nl';
import { nl as depositUploadNl } from './parts/depositUpload/nl';
import { nl as depositPackGroupsNl } from './parts/depositPackGroups/nl';
import { nl as depositVisualsNl } from './parts/depositVisuals/nl';
import { nl as manageListsNl } from './parts/manageLists/nl';
import { nl as manageDetailsNl } from './parts/manageDetails/nl';
import { nl as homeLiveNl } from './parts/homeLive/nl';
import { nl as chartsNl } from './parts/charts/nl';
import { nl as orderValidationNl } from './parts/orderValidation/nl';
import { nl as statusNl } from './parts/statuses/nl';
import type { Labels } from './en';

// Dutch labels: exactly the keys of en.ts (the test beside them checks keys and {placeholders}).
export const nl: Labels = {
  'app.name': 'Postbridge',
  'error.consentPageClosed':
    'De afzender neemt op deze pagina momenteel geen keuzes aan. Probeer het later opnieuw.',
  'error.consentChoiceNotOffered':
    'Deze keuze wordt door de afzender niet aangeboden. Kies een van de getoonde mogelijkheden.',
  'error.invalidConsentLink':
    'Deze link is niet geldig. Controleer of u het volledige adres op uw brief hebt ingevoerd.',
  'error.invalidConsentConfirmation':
    'Deze bevestigingslink is niet geldig, al gebruikt of verlopen. Open de link van uw brief opnieuw om een nieuwe aan te vragen.',
  'error.recipientNotPending': 'De ontvanger {identifier} heeft geen e-mailadres dat op bevestiging wacht.',
  'mail.consentConfirm.subject': 'Bevestig uw e-mailadres voor {sender}',
  'mail.consentConfirm.text':
    'Beste,\n\nU hebt {sender} gevraagd uw post per e-mail naar dit adres te sturen. Open deze link binnen {hours} uur om het te bevestigen:\n\n{link}\n\nHebt u dit niet gevraagd? Negeer dan deze e-mail: dit adres wordt niet gebruikt.',
  'mail.consentConfirm.html':
    '<p>Beste,</p><p>U hebt <b>{sender}</b> gevraagd uw post per e-mail naar dit adres te sturen. Open deze link binnen {hours} uur om het te bevestigen:</p><p><a href="{link}">{link}</a></p><p>Hebt u dit niet gevraagd? Negeer dan deze e-mail: dit adres wordt niet gebruikt.</p>',
  'consent.title': 'Uw voorkeur voor post',
  'consent.intro': '{sender} wil graag weten hoe u uw post wilt ontvangen.',
  'consent.reference': 'Uw referentie: {identifier}',
  'consent.current.EMAIL': 'Huidige keuze: per e-mail, naar {email}.',
  'consent.current.EMAIL_PENDING': 'Huidige keuze: per e-mail, naar {email}, wacht op uw bevestiging.',
  'consent.current.LETTER': 'Huidige keuze: per gewone post.',
  'consent.current.NONE': 'Nog geen keuze vastgelegd.',
  'consent.question': 'Hoe wilt u uw post ontvangen?',
  'consent.choice.EMAIL': 'Per e-mail',
  'consent.choice.LETTER': 'Per gewone post',
  'consent.choice.NONE': 'Geen voorkeur',
  'consent.email': 'Uw e-mailadres',
  'consent.submit': 'Mijn keuze opslaan',
  'consent.saved.EMAIL':
    'Bijna klaar: we hebben een bevestigingslink naar {email} gestuurd. Open die binnen {hours} uur om uw adres te bevestigen.',
  'consent.saved.LETTER': 'Dank u: {sender} stuurt uw post voortaan per gewone post.',
  'consent.saved.NONE': 'Dank u: uw keuze is opgeslagen.',
  'consent.change': 'Mijn keuze wijzigen',
  'consent.confirm.title': 'Bevestig uw e-mailadres',
  'consent.confirm.intro': 'Bevestig dat u uw post per e-mail wilt ontvangen.',
  'consent.confirm.submit': 'Mijn adres bevestigen',
  'consent.confirm.done':
    'Dank u: uw adres {email} is bevestigd. {sender} stuurt uw post voortaan per e-mail.',
  'issue.recipient.emailRequired': 'De voorkeur {preference} vereist een e-mailadres.',
  'issue.recipient.emailNotValid':
    'De voorkeur EMAIL vereist een werkend adres (emailValid true); gebruik EMAIL_PENDING voor een adres dat nog bevestigd moet worden.',
  'issue.recipient.pendingEmailValid':
    'EMAIL_PENDING is voor een nog niet bevestigd adres (emailValid false), dat een lijst van ontvangers niet kan bevatten.',
  'issue.recipient.listEmailValid':
    'Een lijst van ontvangers bevat adressen waar de afzender voor instaat: emailValid moet true zijn.',
  'issue.recipient.duplicate': 'De ontvanger {identifier} komt meer dan eens voor.',
  'issue.recipient.senderAccountDisabled':
    'De organisatie-eenheid {ou} is geen afzenderaccount: schakel eerst het afzenderaccount in.',
  'error.generic': 'Er is een onverwachte fout opgetreden.',
  'error.badRequest': 'Het verzoek is ongeldig: {field} {reason}',
  'error.notFound': 'Het gevraagde item is niet gevonden.',
  'error.fileTooLarge': 'Het bestand is groter dan de toegestane {limit} MB.',
  'error.validationFailed':
    '{count} probleem/problemen moeten worden opgelost voordat dit kan worden opgeslagen.',
  'error.jobCannotCancel': 'Een opdracht met status {state} kan niet worden geannuleerd.',
  'error.filesPurged': 'De bestanden van deze opdracht zijn verwijderd aan het einde van hun bewaartermijn.',
  'error.depositLine': 'Regel {line} van de afgifte is ongeldig: {reason}',
  'error.serviceHasOpenJobs':
    'De dienst heeft {openJobs} lopende orders: bevestig om door te gaan, waarbij hun orders die op validatie wachten worden afgewezen.',
  'error.tooManyRequests': 'Te veel pogingen. Wacht {seconds} seconden en probeer het opnieuw.',
  'error.invalidCredentials': 'Ongeldige inloggegevens.',
  'error.sessionTimeout': 'Uw sessie is verlopen... Log opnieuw in.',
  'error.unauthorized': 'U hebt geen toestemming om deze bewerking uit te voeren.',
  'error.editionConflict':
    'Dit item is door een andere gebruiker gewijzigd. Probeer het opnieuw te bewerken.',
  'error.idempotencyKeyReused': 'Deze Idempotency-Key is al gebruikt voor een ander verzoek.',
  'error.idempotencyKeyInProgress':
    'Een verzoek met deze Idempotency-Key is nog bezig. Probeer het opnieuw zodra het is beantwoord.',
  'error.passwordPolicy': 'Het wachtwoord voldoet niet aan het beveiligingsbeleid...',
  'error.passwordTooShort':
    'Het wachtwoord voldoet niet aan het beveiligingsbeleid... Het moet minstens {minimum} tekens hebben.',
  'error.passwordBreached':
    'Het wachtwoord voldoet niet aan het beveiligingsbeleid... Het staat tussen de wachtwoorden die bij andere sites zijn uitgelekt: kies een ander.',
  'error.passwordUnchanged': 'Het wachtwoord is niet gewijzigd...',
  'error.passwordTooSimilar':
    'Het wachtwoord voldoet niet aan het beveiligingsbeleid... Het lijkt te veel op uw gebruikersnaam, uw naam of uw vorige wachtwoord.',
  'error.invalidResetToken':
    'Deze link om het wachtwoord opnieuw in te stellen is ongeldig, al gebruikt of verlopen.',
  'error.passwordExpired': 'Uw wachtwoord is verlopen. Wijzig het voordat u verdergaat.',
  'error.invalidSignature': 'De handtekening van het verzoek ontbreekt, is onjuist of verlopen.',
  'error.currentPasswordWrong': 'Het huidige wachtwoord is onjuist.',
  'mail.commandRejected.subject': '{appName}: uw bestelling "{jobName}" is niet gevalideerd',
  'mail.commandRejected.text':
    'Uw bestelling "{jobName}" is niet gevalideerd: {reason}\n\nOpen {appName} om de ontvangers vrij te geven en opnieuw te bestellen, of annuleer ze: {link}',
  'mail.commandRejected.html':
    '<p>Uw bestelling <strong>{jobName}</strong> is niet gevalideerd: {reason}</p><p><a href="{link}">Open {appName}</a> om de ontvangers vrij te geven en opnieuw te bestellen, of annuleer ze.</p>',
  'mail.commandRejected.expired': 'geen validator heeft gereageerd voordat de validatietermijn verstreek.',
  'mail.commandRejected.noReason': 'er is geen reden opgegeven.',
  'mail.validatorSummary.subject': '{appName}: {count} bestellingen wachten op uw validatie',
  'mail.validatorSummary.text':
    '{count} bestellingen wachten op uw validatie. De eerste verloopt op {firstExpiry}.\n\nValideer of weiger ze in {appName}: {link}',
  'mail.validatorSummary.html':
    '<p><strong>{count}</strong> bestellingen wachten op uw validatie. De eerste verloopt op {firstExpiry}.</p><p><a href="{link}">Valideer of weiger ze in {appName}</a>.</p>',
  'mail.lostPassword.subject': 'Stel uw wachtwoord voor {appName} opnieuw in',
  'mail.lostPassword.text':
    'Hallo {name},\n\nIemand heeft gevraagd het wachtwoord van het account {login} opnieuw in te stellen. Open deze link binnen {minutes} minuten om een nieuw wachtwoord te kiezen:\n\n{link}\n\nHebt u dit niet gevraagd, negeer deze e-mail dan: uw wachtwoord blijft ongewijzigd.',
  'mail.lostPassword.html':
    '<p>Hallo {name},</p><p>Iemand heeft gevraagd het wachtwoord van het account <b>{login}</b> opnieuw in te stellen. Open deze link binnen {minutes} minuten om een nieuw wachtwoord te kiezen:</p><p><a href="{link}">{link}</a></p><p>Hebt u dit niet gevraagd, negeer deze e-mail dan: uw wachtwoord blijft ongewijzigd.</p>',
  'common.loading': 'Bezig met laden…',
  'common.retry': 'Opnieuw proberen',
  'common.close': 'Sluiten',
  'common.backToSignIn': 'Terug naar inloggen',
  'common.backToHome': 'Terug naar de startpagina',
  'field.required': 'Dit veld is verplicht.',
  'field.invalidEmail': 'Voer een geldig e-mailadres in.',
  'error.network': 'De server is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  'error.passwordMismatch': 'De wachtwoorden komen niet overeen.',
  'error.workInProgress.title': 'In ontwikkeling',
  'error.workInProgress.text':
    'Dit deel van de applicatie is nog in ontwikkeling. Probeer het later opnieuw.',
  'error.pageNotFound.title': 'Pagina niet gevonden',
  'error.pageNotFound.text': 'De pagina die u zoekt bestaat niet of is verplaatst.',
  'error.lazyTimeout':
    'Het laden van dit scherm duurt te lang. Controleer uw verbinding en probeer het opnieuw.',
  'notification.passwordExpiry': 'Uw wachtwoord verloopt over {days} dagen. Wijzig het nu.',
  'notification.passwordChanged': 'Uw wachtwoord is gewijzigd.',
  'shell.loading': 'De applicatie wordt geladen…',
  'shell.mainMenu': 'Hoofdmenu',
  'shell.toggleMenu': 'Menu tonen of verbergen',
  'shell.logoAlt': 'Logo van {appName}',
  'shell.notifications': 'Meldingen (Alt+T)',
  'userMenu.open': 'Gebruikersmenu van {name}',
  'userMenu.settings': 'Mijn instellingen',
  'userMenu.version': 'Versie-informatie',
  'userMenu.signOut': 'Uitloggen',
  'version.title': 'Versie-informatie',
  'version.client': 'Webclient',
  'version.server': 'Server',
  'version.modules': 'Servermodules',
  'version.unavailable': 'Niet beschikbaar',
  'signIn.title': 'Inloggen',
  'signIn.subtitle': 'Welkom bij {appName}',
  'signIn.login': 'Gebruikersnaam',
  'signIn.password': 'Wachtwoord',
  'signIn.submit': 'Inloggen',
  'signIn.forgotPassword': 'Wachtwoord vergeten?',
  'lostPassword.title': 'Wachtwoord vergeten?',
  'lostPassword.intro':
    'Voer het e-mailadres van uw account in. We sturen u een link om een nieuw wachtwoord te kiezen.',
  'lostPassword.email': 'E-mailadres',
  'lostPassword.submit': 'Link versturen',
  'lostPassword.sent':
    'Als er een account bij dit adres hoort, is er een e-mail verstuurd met een link om een nieuw wachtwoord te kiezen.',
  'password.current': 'Huidig wachtwoord',
  'password.rule':
    'Minstens {minimum} tekens; een paar losse woorden vormen een sterk wachtwoord dat makkelijk te onthouden is.',
  'password.new': 'Nieuw wachtwoord',
  'password.confirm': 'Bevestig het nieuwe wachtwoord',
  'password.submit': 'Wachtwoord wijzigen',
  'password.reveal': 'Getypte tekens tonen of verbergen',
  'password.expired.title': 'Wijzig uw wachtwoord',
  'password.expired.intro':
    'Uw wachtwoord is verlopen, of het is het tijdelijke wachtwoord dat u hebt gekregen. Kies uw eigen wachtwoord om verder te gaan.',
  'resetPassword.title': 'Kies een nieuw wachtwoord',
  'resetPassword.account': 'Account: {login}',
  'resetPassword.done': 'Uw wachtwoord is gewijzigd. U kunt nu inloggen.',
  'changePassword.title': 'Mijn wachtwoord wijzigen',
  'home.welcome': 'Welkom, {name}',
  'home.counters': 'Activiteit',
  'home.range': 'Van {from} tot {to}',
  'deposit.home.intro': 'Kies de dienst waarmee u uw documenten verstuurt.',
  'deposit.home.noService': 'Er is nog geen dienst voor u beschikbaar. Vraag het uw beheerder.',
  'deposit.backToServices': 'Terug naar de diensten',
  'deposit.noServiceChosen': 'Er is geen dienst gekozen. Ga terug naar de diensten en kies er een.',
  'deposit.box.choose': 'Bestanden kiezen',
  'deposit.box.dropHint': 'Sleep PDF-bestanden hierheen, of kies ze.',
  'deposit.box.invalidType': 'Hier worden alleen PDF-bestanden aanvaard. Niet toegevoegd: {names}',
  'deposit.box.empty': 'Nog geen bestand.',
  'deposit.box.files': 'Bestanden van {box}',
  'deposit.box.file': '{name} ({size} KB)',
  'deposit.box.remove': '{name} verwijderen',
  'deposit.jobName': 'Naam van de aanlevering',
  'deposit.send': 'Versturen',
  'deposit.filesMissing': 'Voeg aan elk vak een PDF-bestand toe om te versturen.',
  'deposit.uploading': 'Bestanden worden verstuurd: {percent}%',
  'deposit.uploadProgress': 'Voortgang van het uploaden',
  'deposit.job.processing': 'Uw documenten worden verwerkt…',
  'deposit.job.timeout':
    'De verwerking duurt langer dan verwacht. U vindt deze aanlevering later onder Beheren.',
  'deposit.job.failed': 'De aanlevering kon niet worden verwerkt',
  'deposit.job.cancelled': 'De aanlevering is geannuleerd',
  'deposit.order': 'Bestellen',
  'deposit.packGroups.title': 'Gevonden zendingen',
  'deposit.packGroups.summaryLabel': 'Overzicht van de adrescontroles',
  'deposit.packGroups.total': 'Zendingen: {n}',
  'deposit.packGroups.countGood': 'Geldig: {n}',
  'deposit.packGroups.countModified': 'Gecorrigeerd: {n}',
  'deposit.packGroups.countForced': 'Geforceerd: {n}',
  'deposit.packGroups.countBad': 'Ongeldig: {n}',
  'deposit.packGroups.position': 'Nr.',
  'deposit.packGroups.pages': 'Pagina’s',
  'deposit.packGroups.pageRange': '{first}–{last} ({n} p.)',
  'deposit.packGroups.address': 'Postadres',
  'deposit.packGroups.check': 'Adrescontrole',
  'deposit.packGroups.actions': 'Acties',
  'deposit.packGroups.noAddress': 'Geen adres',
  'deposit.packGroups.reject': 'Afwijzen',
  'deposit.packGroups.rejectOne': 'Zending {position} afwijzen',
  'deposit.packGroups.rejected': 'Afgewezen',
  'deposit.status.GOOD': 'Geldig',
  'deposit.status.MODIFIED': 'Gecorrigeerd',
  'deposit.status.FORCED': 'Geforceerd',
  'deposit.status.BAD': 'Ongeldig',
  'home.countersError': 'De tellers konden niet worden geladen.',
  'counter.awaitingValidation': 'Wacht op goedkeuring',
  'counter.errors': 'Fouten',
  'counter.delivered': 'Bezorgd',
  'counter.processing': 'In behandeling',
  'counter.ordersRemaining': 'Openstaande opdrachten',
  'counter.ordersProcessing': 'Opdrachten in behandeling',
  'section.home': 'Start',
  'section.deposit': 'Versturen',
  'section.manage': 'Beheren',
  'section.monitoring': 'Bewaking',
  'section.processing': 'Verwerking',
  'section.administration': 'Administratie',
  'section.system': 'Systeem',
  'section.settings': 'Instellingen',
  'section.printer': 'Virtuele printer',
  'screen.deposit.archive': 'Archief aanleveren',
  'screen.deposit.home': 'Documenten versturen',
  'screen.deposit.delivery': 'Verzendopties',
  'screen.deposit.unique': 'Eén document aanleveren',
  'screen.deposit.split': 'Aanlevering met splitsing',
  'screen.deposit.preprocessing': 'Aanlevering met voorbewerking',
  'screen.deposit.form': 'Aanlevering via formulier',
  'screen.deposit.advanced': 'Geavanceerde aanlevering',
  'screen.deposit.validation': 'Goedkeuring van opdrachten',
  'screen.manage.home': 'Beheren',
  'screen.manage.deliveries': 'Verzendingen',
  'screen.manage.deliveryDetail': 'Details van de verzending',
  'screen.manage.orders': 'Aanleveringen',
  'screen.manage.orderDetail': 'Details van de aanlevering',
  'screen.manage.documents': 'Documenten',
  'screen.manage.documentsError': 'Documenten met fouten',
  'screen.manage.recipientsChoice': 'Keuzes van ontvangers',
  'screen.monitoring.home': 'Bewaking',
  'screen.monitoring.deliveries': 'Bewaking van verzendingen',
  'screen.monitoring.jobs': 'Bewaking van aanleveringen',
  'screen.monitoring.lateDeliveries': 'Late verzendingen',
  'screen.monitoring.shipments': 'Bewaking van poststukken',
  'screen.administration.home': 'Administratie',
  'screen.administration.accounts': 'Accounts',
  'screen.administration.users': 'Gebruikers',
  'screen.administration.groups': 'Groepen',
  'screen.administration.profiles': 'Profielen',
  'screen.administration.permissions': 'Rechten',
  'screen.system.home': 'Systeem',
  'screen.system.brandings': 'White labels',
  'screen.system.channels': 'Kanalen',
  'screen.system.locales': 'Talen',
  'screen.system.options': 'Opties',
  'screen.system.security': 'Beveiliging',
  'screen.processing.home': 'Verwerking',
  'screen.processing.services': 'Diensten',
  'screen.processing.recipientsChoice': 'Toestemming van ontvangers',
  'screen.settings.home': 'Instellingen',
  'screen.settings.addressbox': 'Adresboek',
  'screen.settings.library': 'Documentenbibliotheek',
  'screen.settings.user': 'Mijn profiel',
  'screen.embedded.home': 'Ingebedde aanlevering',
  'screen.printer.config': 'Printerconfiguratie',
  'screen.printer.home': 'Virtuele printer',
  'screen.printer.manual': 'Handmatig afdrukken',
  'screen.printer.automated': 'Automatisch afdrukken',
  'screen.printer.async': 'Een afgedrukt bestand versturen',
  'issue.service.nameMandatory': 'De dienst heeft een naam nodig.',
  'issue.service.box.nameMandatory': 'Elk vak heeft een naam nodig.',
  'issue.service.box.duplicateName': 'Een ander vak heet al "{name}".',
  'issue.service.box.labelMandatory': 'Het vak "{name}" heeft een label nodig.',
  'issue.service.box.splitMinElements':
    'Het vak "{name}" splitst zijn bestanden, dus het minimum moet minstens 1 bestand zijn.',
  'issue.service.box.minAboveMax':
    'Het vak "{name}" vraagt minstens {min} bestanden maar accepteert er hoogstens {max}.',
  'issue.service.box.dataFileColumns':
    'Het gegevensbestandsvak "{name}" moet bepalen hoe de kolommen worden gelezen.',
  'issue.service.box.unknownParent': 'Het vak "{name}" heeft een onbekend bovenliggend vak "{parent}".',
  'issue.service.box.reconcileMandatory':
    'Het vak "{name}" heeft een voorwaarde nodig die zijn documenten aan het bovenliggende vak koppelt.',
  'issue.service.box.unknownServiceFile':
    'Het vak "{name}" verwijst naar een dienstbestand dat niet bestaat.',
  'issue.service.metadata.nameMandatory': 'Elk metagegeven heeft een naam nodig.',
  'issue.service.metadata.duplicate': 'Een ander metagegeven heet al "{name}".',
  'issue.service.requirement.invalidName':
    'De naam van de vereiste "{name}" is leeg of gereserveerd. Kies een andere naam.',
  'issue.service.requirement.duplicate': 'Een andere vereiste heet al "{name}".',
  'issue.service.requirement.mandatory': 'Het kanaal "{label}" heeft minstens één vereiste nodig.',
  'issue.service.channel.labelMandatory': 'Elk kanaal heeft een label nodig.',
  'issue.service.channel.duplicateLabel': 'Een ander kanaal heeft al het label "{label}".',
  'issue.service.channel.addressPageMissing':
    'Het kanaal "{label}" stelt een adrespagina samen, maar geen enkel vak heeft er een en het uitvoerbestand dwingt er geen af.',
  'issue.service.channel.unknown': 'Het kanaal "{id}" van "{label}" bestaat niet.',
  'issue.service.channel.notOffered':
    'Het kanaal "{name}" wordt niet aangeboden aan deze organisatie-eenheid.',
  'issue.service.channel.unknownOutputFile':
    'Het kanaal van "{label}" heeft geen uitvoerbestand "{outputFileId}".',
  'issue.service.option.unknownType': 'Er is geen optietype "{optionTypeId}".',
  'issue.service.option.unknown': 'De optie "{optionId}" is geen optie van het type "{optionTypeId}".',
  'issue.service.option.notOffered': 'Het kanaal van "{label}" biedt de optie "{optionId}" niet aan.',
  'issue.service.metadata.unknown':
    'Geen metadata heet "{name}": definieer ze in de dienst, een vak of een gegevensbestand.',
  'issue.service.strategy.channelRequired': 'De verzendgroep "{name}" heeft minstens één kanaal nodig.',
  'issue.service.strategy.unknownChannel': 'De verzendstrategie verwijst naar een onbekend kanaal "{label}".',
  'issue.service.pattern.invalid': '"{pattern}" is geen geldige reguliere expressie.',
  'issue.parser.encodingRequired': 'Kies de codering van het gegevensbestand.',
  'issue.parser.separatorRequired': 'Voer het kolomscheidingsteken in.',
  'issue.parser.mapping.empty': 'Koppel minstens één kolom aan een metagegeven.',
  'issue.parser.mapping.invalidColumnIndex': 'De kolom "{column}" moet een kolomnummer zijn (0 of meer).',
  'issue.parser.mapping.targetBlank': 'Voer de naam in van het metagegeven waar deze kolom naartoe gaat.',
  'issue.parser.mapping.duplicateTarget': 'Het metagegeven "{name}" wordt door meer dan één kolom gevuld.',
  'issue.parser.fixedWidth.columnWidthsEmpty': 'Voer de breedte van minstens één kolom in.',
  'issue.parser.fixedWidth.widthNotPositive': 'De breedte van kolom {column} moet groter zijn dan 0.',
  'issue.parser.fixedWidth.columnNotMapped': 'Kolom {column} is niet aan een metagegeven gekoppeld.',
  'issue.parser.delimited.columnNamesEmpty': 'Voer minstens één kolomnaam in.',
  'issue.parser.delimited.columnNameBlank': 'Een kolomnaam mag niet leeg zijn.',
  'issue.parser.delimited.headerRequired':
    'Kolommen die op naam worden gelezen, hebben een kopregel in het bestand nodig.',
  'issue.parser.delimited.duplicateColumnName': 'De kolomnaam "{name}" wordt twee keer gebruikt.',
  'issue.parser.json.globalMappingRequired':
    'Zonder elementenpointer koppelt u minstens één waarde van het hele bestand.',
  'issue.parser.json.mappingNotAllowed':
    'Zonder elementenpointer kunnen waarden niet per element worden gekoppeld.',
  'issue.parser.json.invalidPointer': 'De JSON-pointer "{pointer}" moet met / beginnen.',
  'issue.parser.skipLines.negative': 'Het aantal over te slaan regels kan niet negatief zijn.',
  'issue.expression.columnRequired': 'Voer de kolomnaam in.',
  'issue.expression.keyRequired': 'Voer de PDF-metagegevenssleutel in.',
  'issue.expression.metadataRequired': 'Kies het metagegeven.',
  'issue.expression.boxRequired': 'Kies het vak, of lees uit het hoofdvak.',
  'issue.expression.unknownBox': 'Er is geen vak met de naam "{name}".',
  'issue.expression.identifierRequired': 'Stel in hoe de ontvangersidentificatie wordt berekend.',
  'issue.expression.operandRequired': 'Deze waarde ontbreekt.',
  'issue.expression.operandsEmpty': 'Voeg minstens één waarde toe.',
  'issue.expression.optionRequired': 'Kies de optie.',
  'issue.job.notEnoughFiles':
    'Niet genoeg bestanden: "{box}" heeft minstens {min} bestanden nodig ({count} opgegeven).',
  'issue.job.maxFileCount': '"{box}" accepteert hoogstens {max} bestanden ({count} opgegeven).',
  'issue.job.noRoom':
    '"{file}" kan niet worden toegevoegd: "{box}" bevat al het maximum van {max} bestanden.',
  'issue.job.appositionTwice': '"{file}" is al aan "{box}" toegevoegd.',
  'issue.job.invalidFileType': 'Het type van "{file}" past niet bij "{box}".',
  'issue.job.unknownBox': 'Dit vak bestaat niet in de dienst.',
  'issue.job.nameMandatory': 'Voer een naam voor de opdracht in.',
  'issue.metadata.mandatory': '"{name}" is verplicht.',
  'issue.metadata.pattern': '"{name}" heeft niet de verwachte opmaak.',
  'issue.metadata.maxLines': '"{name}" heeft {lines} regels; hoogstens {maxLines} zijn toegestaan.',
  'issue.metadata.controlledValue': '"{value}" is geen toegestane waarde voor "{name}".',
  'issue.metadata.constantValue': '"{value}" is niet een van de aangeboden waarden voor "{name}".',
  'issue.ou.idMissing': 'Het account heeft geen identificatie.',
  'issue.ou.delayInvalid': 'Een termijn moet een geheel aantal dagen zijn, 0 of meer.',
  'issue.ou.delays':
    'De termijnen moeten voldoen aan bevriezing ({freeze}) ≤ bestanden ({file}) ≤ gegevens ({data}) dagen.',
  'issue.ou.webhookInvalid': 'Ongeldige URL',
  'issue.ou.webhookInsecure': 'Een beveiligde link wordt aanbevolen (HTTPS)',
  'issue.ou.webhookCredentials':
    'Een webhookadres mag geen gebruikersnaam of wachtwoord bevatten: de aanroepen worden ondertekend.',
  'issue.ou.brandDomain': '"{domain}" moet een domeinnaam zijn zoals mail.example.com, geen URL.',
  'issue.pageSelector.notAllowed':
    'De paginaselectie "{selector}" is niet toegestaan voor {kind} (toegestaan: {allowed}).',
  'issue.channel.nameMandatory': 'Het kanaal heeft een naam nodig.',
  'issue.channel.providerMandatory': 'Kies de aanbieder die de uitvoer van het kanaal vervoert.',
  'issue.channel.idInvalid':
    'De kanaalcode "{id}" mag alleen letters, cijfers, ".", "-" en "_" bevatten en moet met een letter of cijfer beginnen.',
  'issue.channel.idTaken': 'Een ander kanaal heeft al de code "{id}".',
  'issue.channel.workingDaysEmpty': 'Kies ten minste één werkdag.',
  'issue.channel.workingDayDuplicate': 'De werkdag {day} staat er twee keer in.',
  'issue.channel.cutoffTimeInvalid':
    'Het sluitingstijdstip "{time}" moet als HH:mm geschreven worden (00:00 tot 23:59).',
  'issue.channel.timeZoneUnknown':
    'De tijdzone "{timeZone}" is onbekend: het sluitingstijdstip wordt genegeerd en de dagen worden in UTC geteld.',
  'issue.channel.fallbackStatusUnknown': '{code} is geen bekende zendingsstatus.',
  'issue.channel.fallbackStatusDuplicate': 'De status {code} staat er twee keer in.',
  'issue.channel.tracking.placeholderMissing':
    'De volglink moet de plaatshouder "{placeholder}" bevatten op de plaats van het volgnummer.',
  'issue.channel.tokenWithoutTrigger':
    'Alleen een kanaal waarvan een extern systeem de uitvoerbestanden ophaalt, heeft een extern uitvoertoken.',
  'issue.channel.outputFile.nameMandatory': 'Elk uitvoerbestand heeft een naam nodig.',
  'issue.channel.outputFile.duplicateName': 'Een ander uitvoerbestand heet al "{name}".',
  'issue.channel.outputFile.duplicateId': 'Een ander uitvoerbestand heeft al de code "{id}".',
  'issue.channel.outputFile.mainCount':
    'Precies één uitvoerbestand moet het hoofdbestand zijn ({count} zijn het).',
  'issue.channel.area.outsidePage':
    'Het gebied valt buiten de pagina {format}, die {widthMm} × {heightMm} mm meet.',
  'issue.channel.area.contentMandatory': 'Geef aan wat het gebied {type} toont.',
  'issue.channel.area.unknownFont': 'Het lettertype "{font}" is niet beschikbaar.',
  'issue.channel.area.colorInvalid': '"{color}" is geen kleur geschreven als rgba(rood,groen,blauw,dekking).',
  'issue.channel.option.unknownType': 'Er is geen optietype "{optionTypeId}".',
  'issue.channel.option.unknown': 'De optie "{optionId}" is geen optie van het type "{optionTypeId}".',
  'issue.channel.option.groupEmpty': 'Bied ten minste één optie van het type "{optionTypeId}" aan.',
  'issue.channel.option.duplicate': 'De optie "{optionId}" wordt twee keer aangeboden.',
  'issue.channel.option.duplicateType': 'Het optietype "{optionTypeId}" staat er twee keer in.',
  'issue.channel.option.multipleDefaults':
    'Slechts één optie van het type "{optionTypeId}" kan de standaard zijn.',
  'issue.option.type.nameMandatory': 'Het optietype heeft een naam nodig.',
  'issue.option.type.duplicateName': 'Een ander optietype heet al "{name}".',
  'issue.option.valueMandatory': 'De optie heeft een waarde nodig.',
  'issue.option.duplicateValue': 'Dit optietype heeft al een optie "{value}".',
  'error.optionTypeInUse':
    'Het optietype "{name}" kan niet worden verwijderd: er horen nog {options} opties bij en {users} kanalen of diensten gebruiken het.',
  'error.optionInUse':
    'De optie "{value}" kan niet worden verwijderd: {users} kanalen of diensten gebruiken haar.',
  'issue.address.notExtracted': 'Er is geen adres in het document gevonden.',
  'issue.address.invalidFormat': 'Het adres heeft geen geldige regel met postcode en plaats voor het land.',
  'issue.address.tooManyLines': 'Het adres heeft te veel regels.',
  'issue.address.unknownCountry': 'Het land van het adres is onbekend.',
  'issue.address.countryNotHandled': 'Het land van het adres wordt niet door dit kanaal ondersteund.',
  'issue.address.countryUndetected': 'Het land van het adres kon niet worden bepaald.',
  'issue.address.incomplete':
    'Het adres is onvolledig: er is minstens een naam- of straatregel en een regel met postcode en plaats nodig.',
  'issue.address.postcodeCountryMismatch':
    'De regel met postcode en plaats hoort niet bij het land op de laatste regel.',
  'issue.address.twoCountryLines':
    'Het adres noemt op twee regels een land: laat alleen het land van bestemming staan, op de laatste regel.',
  'issue.address.lineTooLong': 'Een regel van het adres is te lang.',
  'issue.email.empty': 'Er is geen e-mailadres gevonden.',
  'issue.email.invalidFormat': 'Het e-mailadres is ongeldig.',
  'issue.email.tooLong': 'Het e-mailadres is te lang.',
  'issue.phone.empty': 'Er is geen telefoonnummer gevonden.',
  'issue.phone.invalidFormat': 'Het telefoonnummer is ongeldig.',
  'issue.phone.countryNotHandled': 'Het telefoonnummer hoort bij een land dat hier niet wordt geaccepteerd.',
  'issue.phone.countryUndetected':
    'Het land van het telefoonnummer kon niet worden bepaald: schrijf het met het internationale voorvoegsel (+…).',
  'issue.pdf.areaOutsidePage':
    'Het te lezen gebied ligt buiten pagina {page}, die {widthMm} × {heightMm} mm meet.',
  'issue.requirement.unknown': 'De dienst heeft geen vereiste met de naam "{name}".',
  'issue.requirement.notPdfArea': 'De vereiste "{name}" wordt niet uit een gebied van de PDF gelezen.',
  'issue.pdf.encrypted': 'Het document is versleuteld of beveiligd.',
  'issue.pdf.invalid': 'Het bestand is geen leesbaar PDF-document.',
  'issue.pdf.pageOutOfRange': "De gevraagde pagina valt buiten het document, dat {pageCount} pagina's heeft.",
  'issue.pdf.tooComplex':
    'Dit document is te complex om te verwerken: het vroeg meer tijd of geheugen dan toegestaan.',
  'issue.pdf.invalidArea': 'Het te lezen gebied heeft een positieve breedte en hoogte nodig.',
  'issue.pdf.invalidThumbnailWidth': 'Een voorbeeld van {widthPx} pixels breed kan niet worden gemaakt.',
  'issue.split.invalidConfig': 'De instellingen voor het splitsen van het document zijn ongeldig.',
  'issue.data.config': 'De instellingen van het gegevensbestand zijn ongeldig.',
  'issue.data.encoding':
    'Regel {line}: de tekst is geen geldige {encoding}. Controleer de codering die voor het gegevensbestand is gekozen.',
  'issue.data.lineTooLong': 'Regel {line} is te lang.',
  'issue.data.columnCount': 'Regel {line}: {found} kolommen gevonden, {expected} verwacht.',
  'issue.data.lineLength': 'Regel {line} past niet bij de kolombreedtes.',
  'issue.data.missingColumn':
    'Regel {line}: een kolom die de instellingen gebruiken, ontbreekt in het bestand.',
  'issue.data.syntax': 'Regel {line}: de gegevens kunnen niet worden gelezen (syntaxisfout).',
  'issue.data.jsonPointer': 'De JSON-pointer "{pointer}" leidt niet naar bruikbare gegevens.',
  'issue.data.tooLarge': 'Het gegevensbestand is te groot om te lezen (hoogstens {limit} bytes).',
  'issue.archive.invalid': 'Het bestand is geen leesbaar ZIP-archief, of het is beschadigd.',
  'issue.archive.tooManyEntries': 'Het archief bevat {count} bestanden; hoogstens {limit} zijn toegestaan.',
  'issue.archive.tooLarge': 'Uitgepakt zou het archief groter zijn dan {limit} bytes.',
  'issue.archive.compressionRatio':
    '"{name}" in het archief is te sterk gecomprimeerd om veilig uit te pakken.',
  'issue.archive.pathTraversal': 'De naam "{name}" in het archief verwijst naar buiten de archiefmap.',
  'issue.archive.absolutePath': 'De naam "{name}" in het archief is een absoluut pad.',
  'issue.archive.backslash': 'De naam "{name}" in het archief bevat een backslash (\\).',
  'issue.archive.invalidName': 'Een bestandsnaam in het archief is leeg of bevat stuurtekens.',
  'issue.archive.duplicateName':
    'Het archief bevat "{name}" en "{previous}", die uitgepakt dezelfde naam zouden krijgen.',
  'issue.archive.symlink':
    '"{name}" in het archief is een symbolische koppeling, wat niet wordt geaccepteerd.',
  'issue.archive.encrypted': '"{name}" in het archief is versleuteld of beveiligd.',
  'issue.archive.unsupportedCompression':
    '"{name}" in het archief gebruikt een niet-ondersteunde compressiemethode.',
  'issue.archive.sizeMismatch':
    'De grootte van "{name}" in het archief komt niet overeen met de opgegeven grootte.',
  'issue.job.noPackGroups':
    'Van deze opdracht kon geen document worden gemaakt: ze bevat geen PDF om te splitsen.',
  'issue.job.unknownService': 'De dienst van deze opdracht bestaat niet meer.',
  'issue.job.processingFailed':
    'Deze opdracht kon niet worden verwerkt. Probeer het later opnieuw of neem contact op met uw beheerder.',
  'issue.job.processingCrashed':
    'Het verwerken van deze opdracht heeft het verwerkingsproces meerdere keren gestopt; ze is daarom opzijgezet zodat de andere opdrachten doorgaan. Controleer de bestanden (een beschadigde of zeer complexe pdf) of neem contact op met uw beheerder.',
  'issue.service.file.unknown': "De dienst heeft geen bestand met de naam '{name}'.",
  'issue.service.file.unknownBox': 'Dit bestand is bestemd voor een vak dat de dienst niet heeft.',
  'issue.schema.invalid': 'Deze waarde heeft niet de juiste vorm: {reason}',
  'error.packGroupsAlreadyOrdered':
    '{count} van deze ontvangers zijn al besteld, afgewezen of gewijzigd: vernieuw de lijst en bestel opnieuw.',
  'error.command.alreadyValidated': 'Uw verzending is al gevalideerd.',
  'error.command.notPending': 'Deze verzendopdracht wacht niet meer op validatie.',
  'error.command.cannotFree':
    'Alleen de ontvangers van een afgewezen of verlopen opdracht kunnen worden vrijgegeven.',
  'error.command.cannotCancel': 'Deze verzendopdracht kan niet meer worden geannuleerd.',
  'deposit.delivery.proof.watermark': 'PROEF',
  'deposit.delivery.noPackGroups': 'Deze aanlevering heeft geen brieven meer om te bestellen.',
  'deposit.delivery.channels': 'Kanalen',
  'deposit.delivery.channel.recipients': '{count} ontvangers',
  'deposit.delivery.channel.postDates': 'Postdatum tussen {earliest} en {latest}',
  'deposit.delivery.noChannel': 'Geen enkel kanaal kan deze brieven versturen.',
  'deposit.delivery.notEligible.title': 'Brieven die geen kanaal kan vervoeren',
  'deposit.delivery.notEligible.item': '{recipient}: {reasons}',
  'deposit.delivery.postDate.label': 'Gewenste postdatum',
  'deposit.delivery.postDate.description': 'Optioneel, als yyyy-MM-dd.',
  'deposit.delivery.postDate.invalid': 'Voer een datum in als yyyy-MM-dd.',
  'deposit.delivery.postDate.planned': 'Geplande postdatum: {date}',
  'deposit.delivery.cutoff.passed':
    'De sluitingstijd van vandaag is voorbij: de brieven worden op de eerstvolgende mogelijke dag gepost.',
  'deposit.delivery.cutoff.soon':
    'De sluitingstijd van vandaag is over {minutes} minuten: bestel nu om vandaag te posten.',
  'deposit.delivery.proof.button': 'Proef',
  'deposit.delivery.proof.title': 'Proeven',
  'deposit.delivery.proof.loading': 'De proeven worden voorbereid',
  'deposit.delivery.proof.download': "Proef {name} downloaden (pagina's: {pages})",
  'deposit.delivery.order.button': 'Bestellen',
  'deposit.delivery.ordered.AWAIT_VALIDATION': 'Uw bestelling wacht op goedkeuring.',
  'deposit.delivery.ordered.VALIDATED': 'Uw bestelling is goedgekeurd: de verwerking is begonnen.',
  'deposit.delivery.ordered.other': 'Uw bestelling is vastgelegd (status {state}).',
  'deposit.delivery.backHome': 'Terug naar de aanleveringen',
  'deposit.validation.empty': 'Geen bestelling wacht op goedkeuring.',
  'deposit.validation.column.job': 'Aanlevering',
  'deposit.validation.column.owner': 'Eigenaar',
  'deposit.validation.column.recipients': 'Ontvangers',
  'deposit.validation.column.channels': 'Kanalen',
  'deposit.validation.column.postDate': 'Postdatum',
  'deposit.validation.column.actions': 'Acties',
  'deposit.validation.validate': 'Goedkeuren',
  'deposit.validation.reject': 'Afwijzen',
  'deposit.validation.validateJob': 'Bestelling {name} goedkeuren',
  'deposit.validation.rejectJob': 'Bestelling {name} afwijzen',
  'deposit.validation.reason': 'Reden',
  'deposit.validation.reasonRequired': 'Geef de reden van de afwijzing.',
  'deposit.validation.cancel': 'Annuleren',
  'deposit.validation.confirmReject': 'Bestelling afwijzen',
  'deposit.validation.validated': 'De bestelling {name} is goedgekeurd.',
  'deposit.validation.rejected': 'De bestelling {name} is afgewezen.',
  'issue.delivery.option.notOffered': 'Het kanaal "{channel}" biedt de optie "{optionId}" niet aan.',
  'issue.delivery.channel.unknown': 'De dienst heeft geen kanaal "{channel}".',
  'issue.delivery.postDate.notAllowed':
    '{date} is geen mogelijke verzenddatum voor {channel}: kies een werkdag van {earliest} tot {latest}.',
  'issue.delivery.nothingToSend':
    'Geen van deze ontvangers kan via een kanaal van de dienst worden verzonden.',
  'issue.delivery.noChannel': 'Geen enkel kanaal van de dienst kan naar deze ontvanger verzenden.',
  'issue.job.archiveEntryUnplaced':
    'Een bestand uit het archief past in geen enkel vak van de dienst (door type, naam of het toegestane aantal bestanden).',
  'issue.archive.tooDeep': 'Het archief bevat te diep geneste archieven om uit te pakken.',
  'issue.job.orphan.noMatch':
    'Dit document hoort bij geen enkele ontvanger van de aanlevering: het wordt niet verzonden.',
  'issue.job.orphan.duplicate':
    'Deze ontvanger heeft al een record uit dit gegevensbestand: dit record wordt niet gebruikt.',
  'issue.job.recordCountMismatch':
    'Het gegevensbestand bevat niet één record per document: de records en de documenten van de PDF moeten één op één overeenkomen.',
  ...depositUploadNl,
  ...depositPackGroupsNl,
  ...depositVisualsNl,
  ...manageListsNl,
  ...manageDetailsNl,
  ...homeLiveNl,
  ...chartsNl,
  ...orderValidationNl,
  ...statusNl,
  ...depositRequirementsNl,
  ...settingsPreferencesNl,
  ...settingsAccountNl,
  ...processingEditorNl,
  ...processingConsentNl,
  ...systemBrandingsNl,
  ...systemLocalesNl,
  ...depositPreflightNl,
  ...preflightNl,
  ...printerNl,
  ...printerScreenNl,
  ...ssoNl,
  ...a11yNl,
  ...faceNl,
  ...apiKeyNl,
  ...webhooksNl,
  ...ippPrintNl,
  ...costsNl,
  ...smppNl,
  ...evidenceNl,
  ...mailDomainsNl,
  ...mailReturnsNl,
  ...escalationNl,
  ...embeddedNl,
  ...systemSecurityNl,
  ...systemChannelsNl,
  ...systemAreasNl,
  ...systemOptionsNl,
  ...processingExpressionsNl,
  ...processingRulesNl,
  ...processingParserNl,
  ...processingSplitNl,
  ...processingServicesNl,
  ...adminAccessNl,
  ...adminUsersNl,
  ...adminAccountsNl,
};
