import { de as systemBrandingsDe } from './parts/systemBrandings/de';
import { de as systemLocalesDe } from './parts/systemLocales/de';
import { de as depositPreflightDe } from './parts/depositPreflight/de';
import { de as preflightDe } from './parts/preflight/de';
import { de as printerDe } from './parts/printer/de';
import { de as printerScreenDe } from './parts/printerScreens/de';
import { de as ssoDe } from './parts/sso/de';
import { de as a11yDe } from './parts/a11y/de';
import { de as faceDe } from './parts/face/de';
import { de as apiKeyDe } from './parts/apiKeys/de';
import { de as webhooksDe } from './parts/webhooks/de';
import { de as ippPrintDe } from './parts/ippPrint/de';
import { de as costsDe } from './parts/costs/de';
import { de as smppDe } from './parts/smpp/de';
import { de as evidenceDe } from './parts/evidence/de';
import { de as mailDomainsDe } from './parts/mailDomains/de';
import { de as mailReturnsDe } from './parts/mailReturns/de';
import { de as escalationDe } from './parts/escalation/de';
import { de as embeddedDe } from './parts/embedded/de';
import { de as systemSecurityDe } from './parts/systemSecurity/de';
import { de as systemChannelsDe } from './parts/systemChannels/de';
import { de as systemAreasDe } from './parts/systemAreas/de';
import { de as systemOptionsDe } from './parts/systemOptions/de';
import { de as processingConsentDe } from './parts/processingConsent/de';
import { de as processingExpressionsDe } from './parts/processingExpressions/de';
import { de as processingRulesDe } from './parts/processingRules/de';
import { de as processingParserDe } from './parts/processingParser/de';
import { de as processingSplitDe } from './parts/processingSplit/de';
import { de as processingEditorDe } from './parts/processingEditor/de';
import { de as processingServicesDe } from './parts/processingServices/de';
import { de as settingsAccountDe } from './parts/settingsAccount/de';
import { de as adminAccessDe } from './parts/adminAccess/de';
import { de as adminUsersDe } from './parts/adminUsers/de';
import { de as adminAccountsDe } from './parts/adminAccounts/de';
import { de as settingsPreferencesDe } from './parts/settingsPreferences/de';
import { de as depositRequirementsDe } from './parts/depositRequirements/de';
import { de as depositUploadDe } from './parts/depositUpload/de';
import { de as depositPackGroupsDe } from './parts/depositPackGroups/de';
import { de as depositVisualsDe } from './parts/depositVisuals/de';
import { de as manageListsDe } from './parts/manageLists/de';
import { de as manageDetailsDe } from './parts/manageDetails/de';
import { de as homeLiveDe } from './parts/homeLive/de';
import { de as chartsDe } from './parts/charts/de';
import { de as orderValidationDe } from './parts/orderValidation/de';
import { de as statusDe } from './parts/statuses/de';
import type { Labels } from './en';

// German labels: exactly the keys of en.ts (the test beside them checks keys and {placeholders}).
export const de: Labels = {
  'app.name': 'Postbridge',
  'error.consentPageClosed':
    'Der Absender nimmt auf dieser Seite derzeit keine Auswahl entgegen. Bitte versuchen Sie es später erneut.',
  'error.consentChoiceNotOffered':
    'Diese Auswahl bietet der Absender nicht an. Bitte wählen Sie eine der angezeigten Möglichkeiten.',
  'error.invalidConsentLink':
    'Dieser Link ist ungültig. Prüfen Sie, ob Sie die ganze auf Ihrem Brief gedruckte Adresse eingegeben haben.',
  'error.invalidConsentConfirmation':
    'Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Öffnen Sie den Link Ihres Briefes erneut, um einen neuen anzufordern.',
  'error.recipientNotPending':
    'Der Empfänger {identifier} hat keine E-Mail-Adresse, die auf Bestätigung wartet.',
  'mail.consentConfirm.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {sender}',
  'mail.consentConfirm.text':
    'Guten Tag,\n\nSie haben {sender} gebeten, Ihnen Ihre Post per E-Mail an diese Adresse zu senden. Öffnen Sie diesen Link innerhalb von {hours} Stunden, um sie zu bestätigen:\n\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Diese Adresse wird nicht verwendet.',
  'mail.consentConfirm.html':
    '<p>Guten Tag,</p><p>Sie haben <b>{sender}</b> gebeten, Ihnen Ihre Post per E-Mail an diese Adresse zu senden. Öffnen Sie diesen Link innerhalb von {hours} Stunden, um sie zu bestätigen:</p><p><a href="{link}">{link}</a></p><p>Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Diese Adresse wird nicht verwendet.</p>',
  'consent.title': 'Ihre Zustellpräferenz',
  'consent.intro': '{sender} möchte wissen, wie Sie Ihre Post erhalten möchten.',
  'consent.reference': 'Ihre Referenz: {identifier}',
  'consent.current.EMAIL': 'Aktuelle Wahl: per E-Mail, an {email}.',
  'consent.current.EMAIL_PENDING': 'Aktuelle Wahl: per E-Mail, an {email}, Ihre Bestätigung steht aus.',
  'consent.current.LETTER': 'Aktuelle Wahl: auf dem Postweg.',
  'consent.current.NONE': 'Noch keine Wahl erfasst.',
  'consent.question': 'Wie möchten Sie Ihre Post erhalten?',
  'consent.choice.EMAIL': 'Per E-Mail',
  'consent.choice.LETTER': 'Auf dem Postweg',
  'consent.choice.NONE': 'Keine Präferenz',
  'consent.email': 'Ihre E-Mail-Adresse',
  'consent.submit': 'Meine Wahl speichern',
  'consent.saved.EMAIL':
    'Fast geschafft: Wir haben einen Bestätigungslink an {email} gesendet. Öffnen Sie ihn innerhalb von {hours} Stunden, um Ihre Adresse zu bestätigen.',
  'consent.saved.LETTER': 'Vielen Dank: {sender} schickt Ihnen Ihre Post auf dem Postweg.',
  'consent.saved.NONE': 'Vielen Dank: Ihre Wahl wurde gespeichert.',
  'consent.change': 'Meine Wahl ändern',
  'consent.confirm.title': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'consent.confirm.intro': 'Bestätigen Sie, dass Sie Ihre Post per E-Mail erhalten möchten.',
  'consent.confirm.submit': 'Meine Adresse bestätigen',
  'consent.confirm.done':
    'Vielen Dank: Ihre Adresse {email} ist bestätigt. {sender} schickt Ihnen Ihre Post per E-Mail.',
  'issue.recipient.emailRequired': 'Die Präferenz {preference} erfordert eine E-Mail-Adresse.',
  'issue.recipient.emailNotValid':
    'Die Präferenz EMAIL erfordert eine funktionierende Adresse (emailValid true); verwenden Sie EMAIL_PENDING für eine noch zu bestätigende Adresse.',
  'issue.recipient.pendingEmailValid':
    'EMAIL_PENDING steht für eine noch nicht bestätigte Adresse (emailValid false), die eine Empfängerliste nicht enthalten kann.',
  'issue.recipient.listEmailValid':
    'Eine Empfängerliste enthält Adressen, für die der Absender bürgt: emailValid muss true sein.',
  'issue.recipient.duplicate': 'Der Empfänger {identifier} kommt mehrfach vor.',
  'issue.recipient.senderAccountDisabled':
    'Die Organisationseinheit {ou} ist kein Absenderkonto: Aktivieren Sie zuerst ihr Absenderkonto.',
  'error.generic': 'Ein unerwarteter Fehler ist aufgetreten.',
  'error.badRequest': 'Die Anfrage ist ungültig: {field} {reason}',
  'error.notFound': 'Das angeforderte Element wurde nicht gefunden.',
  'error.fileTooLarge': 'Die Datei ist größer als die erlaubten {limit} MB.',
  'error.validationFailed': '{count} Problem(e) müssen vor dem Speichern behoben werden.',
  'error.jobCannotCancel': 'Ein Auftrag im Status {state} kann nicht storniert werden.',
  'error.filesPurged': 'Die Dateien dieses Auftrags wurden nach Ablauf ihrer Aufbewahrungsfrist gelöscht.',
  'error.depositLine': 'Zeile {line} der Einlieferung ist ungültig: {reason}',
  'error.serviceHasOpenJobs':
    'Der Dienst hat {openJobs} laufende Aufträge: Bestätigen Sie, um fortzufahren; ihre zur Freigabe ausstehenden Aufträge werden dann abgelehnt.',
  'error.tooManyRequests':
    'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
  'error.invalidCredentials': 'Ungültige Anmeldedaten.',
  'error.sessionTimeout': 'Ihre Sitzung ist abgelaufen... Bitte melden Sie sich erneut an.',
  'error.unauthorized': 'Sie sind nicht berechtigt, diesen Vorgang auszuführen.',
  'error.editionConflict':
    'Dieses Element wurde von einem anderen Benutzer geändert. Bitte bearbeiten Sie es erneut.',
  'error.idempotencyKeyReused': 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  'error.idempotencyKeyInProgress':
    'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Versuchen Sie es erneut, sobald sie beantwortet ist.',
  'error.passwordPolicy': 'Das Passwort entspricht nicht der Sicherheitsrichtlinie...',
  'error.passwordTooShort':
    'Das Passwort entspricht nicht der Sicherheitsrichtlinie... Es muss mindestens {minimum} Zeichen haben.',
  'error.passwordBreached':
    'Das Passwort entspricht nicht der Sicherheitsrichtlinie... Es gehört zu den Passwörtern, die bei anderen Websites geleakt wurden: Wählen Sie ein anderes.',
  'error.passwordUnchanged': 'Das Passwort wurde nicht geändert...',
  'error.passwordTooSimilar':
    'Das Passwort entspricht nicht der Sicherheitsrichtlinie... Es ähnelt zu sehr Ihrem Login, Ihrem Namen oder Ihrem vorherigen Passwort.',
  'error.invalidResetToken':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig, bereits verwendet oder abgelaufen.',
  'error.passwordExpired': 'Ihr Passwort ist abgelaufen. Bitte ändern Sie es, bevor Sie fortfahren.',
  'error.invalidSignature': 'Die Signatur der Anfrage fehlt, ist falsch oder abgelaufen.',
  'error.currentPasswordWrong': 'Das aktuelle Passwort ist nicht korrekt.',
  'mail.commandRejected.subject': '{appName}: Ihr Auftrag "{jobName}" wurde nicht freigegeben',
  'mail.commandRejected.text':
    'Ihr Auftrag "{jobName}" wurde nicht freigegeben: {reason}\n\nÖffnen Sie {appName}, um die Empfänger freizugeben und erneut zu beauftragen, oder stornieren Sie ihn: {link}',
  'mail.commandRejected.html':
    '<p>Ihr Auftrag <strong>{jobName}</strong> wurde nicht freigegeben: {reason}</p><p><a href="{link}">Öffnen Sie {appName}</a>, um die Empfänger freizugeben und erneut zu beauftragen, oder stornieren Sie ihn.</p>',
  'mail.commandRejected.expired': 'Kein Freigebender hat vor Ablauf der Frist reagiert.',
  'mail.commandRejected.noReason': 'Es wurde kein Grund angegeben.',
  'mail.validatorSummary.subject': '{appName}: {count} Aufträge warten auf Ihre Freigabe',
  'mail.validatorSummary.text':
    '{count} Aufträge warten auf Ihre Freigabe. Der erste läuft am {firstExpiry} ab.\n\nGeben Sie sie in {appName} frei oder lehnen Sie sie ab: {link}',
  'mail.validatorSummary.html':
    '<p><strong>{count}</strong> Aufträge warten auf Ihre Freigabe. Der erste läuft am {firstExpiry} ab.</p><p><a href="{link}">Geben Sie sie in {appName} frei oder lehnen Sie sie ab</a>.</p>',
  'mail.lostPassword.subject': 'Setzen Sie Ihr {appName}-Passwort zurück',
  'mail.lostPassword.text':
    'Hallo {name},\n\njemand hat angefordert, das Passwort des Kontos {login} zurückzusetzen. Öffnen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort zu wählen:\n\n{link}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'mail.lostPassword.html':
    '<p>Hallo {name},</p><p>jemand hat angefordert, das Passwort des Kontos <b>{login}</b> zurückzusetzen. Öffnen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort zu wählen:</p><p><a href="{link}">{link}</a></p><p>Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.</p>',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.close': 'Schließen',
  'common.backToSignIn': 'Zurück zur Anmeldung',
  'common.backToHome': 'Zurück zur Startseite',
  'field.required': 'Dieses Feld ist erforderlich.',
  'field.invalidEmail': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'error.network': 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.passwordMismatch': 'Die Passwörter stimmen nicht überein.',
  'error.workInProgress.title': 'In Arbeit',
  'error.workInProgress.text':
    'Dieser Teil der Anwendung ist noch in Arbeit. Bitte versuchen Sie es später erneut.',
  'error.pageNotFound.title': 'Seite nicht gefunden',
  'error.pageNotFound.text': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'error.lazyTimeout':
    'Das Laden dieser Ansicht dauert zu lange. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'notification.passwordExpiry': 'Ihr Passwort läuft in {days} Tagen ab. Bitte ändern Sie es jetzt.',
  'notification.passwordChanged': 'Ihr Passwort wurde geändert.',
  'shell.loading': 'Die Anwendung wird geladen…',
  'shell.mainMenu': 'Hauptmenü',
  'shell.toggleMenu': 'Menü ein- oder ausblenden',
  'shell.logoAlt': 'Logo von {appName}',
  'shell.notifications': 'Benachrichtigungen (Alt+T)',
  'userMenu.open': 'Benutzermenü von {name}',
  'userMenu.settings': 'Meine Einstellungen',
  'userMenu.version': 'Versionsinformationen',
  'userMenu.signOut': 'Abmelden',
  'version.title': 'Versionsinformationen',
  'version.client': 'Web-Client',
  'version.server': 'Server',
  'version.modules': 'Servermodule',
  'version.unavailable': 'Nicht verfügbar',
  'signIn.title': 'Anmelden',
  'signIn.subtitle': 'Willkommen bei {appName}',
  'signIn.login': 'Benutzername',
  'signIn.password': 'Passwort',
  'signIn.submit': 'Anmelden',
  'signIn.forgotPassword': 'Passwort vergessen?',
  'lostPassword.title': 'Passwort vergessen?',
  'lostPassword.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
  'lostPassword.email': 'E-Mail-Adresse',
  'lostPassword.submit': 'Link senden',
  'lostPassword.sent':
    'Falls ein Konto zu dieser Adresse gehört, wurde eine E-Mail mit einem Link zur Wahl eines neuen Passworts gesendet.',
  'password.current': 'Aktuelles Passwort',
  'password.rule':
    'Mindestens {minimum} Zeichen; einige zusammenhanglose Wörter ergeben ein starkes Passwort, das man sich leicht merkt.',
  'password.new': 'Neues Passwort',
  'password.confirm': 'Neues Passwort bestätigen',
  'password.submit': 'Passwort ändern',
  'password.reveal': 'Eingegebene Zeichen ein- oder ausblenden',
  'password.expired.title': 'Ändern Sie Ihr Passwort',
  'password.expired.intro':
    'Ihr Passwort ist abgelaufen oder es ist das vorläufige Passwort, das Sie erhalten haben. Wählen Sie ein eigenes, um fortzufahren.',
  'resetPassword.title': 'Neues Passwort wählen',
  'resetPassword.account': 'Konto: {login}',
  'resetPassword.done': 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  'changePassword.title': 'Mein Passwort ändern',
  'home.welcome': 'Willkommen, {name}',
  'home.counters': 'Aktivität',
  'home.range': 'Vom {from} bis {to}',
  'deposit.home.intro': 'Wählen Sie den Dienst, mit dem Sie Ihre Dokumente versenden.',
  'deposit.home.noService':
    'Ihnen steht noch kein Dienst zur Verfügung. Wenden Sie sich an Ihren Administrator.',
  'deposit.backToServices': 'Zurück zu den Diensten',
  'deposit.noServiceChosen':
    'Es wurde kein Dienst gewählt. Kehren Sie zu den Diensten zurück und wählen Sie einen.',
  'deposit.box.choose': 'Dateien auswählen',
  'deposit.box.dropHint': 'Legen Sie PDF-Dateien hier ab oder wählen Sie sie aus.',
  'deposit.box.invalidType': 'Hier werden nur PDF-Dateien angenommen. Nicht hinzugefügt: {names}',
  'deposit.box.empty': 'Noch keine Datei.',
  'deposit.box.files': 'Dateien von {box}',
  'deposit.box.file': '{name} ({size} KB)',
  'deposit.box.remove': '{name} entfernen',
  'deposit.jobName': 'Name der Einlieferung',
  'deposit.send': 'Senden',
  'deposit.filesMissing': 'Fügen Sie jedem Feld eine PDF-Datei hinzu, um zu senden.',
  'deposit.uploading': 'Dateien werden gesendet: {percent} %',
  'deposit.uploadProgress': 'Fortschritt des Hochladens',
  'deposit.job.processing': 'Ihre Dokumente werden verarbeitet…',
  'deposit.job.timeout':
    'Die Verarbeitung dauert länger als erwartet. Sie finden diese Einlieferung später unter Verwalten.',
  'deposit.job.failed': 'Die Einlieferung konnte nicht verarbeitet werden',
  'deposit.job.cancelled': 'Die Einlieferung wurde abgebrochen',
  'deposit.order': 'Bestellen',
  'deposit.packGroups.title': 'Gefundene Sendungen',
  'deposit.packGroups.summaryLabel': 'Übersicht der Adressprüfungen',
  'deposit.packGroups.total': 'Sendungen: {n}',
  'deposit.packGroups.countGood': 'Gültig: {n}',
  'deposit.packGroups.countModified': 'Korrigiert: {n}',
  'deposit.packGroups.countForced': 'Erzwungen: {n}',
  'deposit.packGroups.countBad': 'Ungültig: {n}',
  'deposit.packGroups.position': 'Nr.',
  'deposit.packGroups.pages': 'Seiten',
  'deposit.packGroups.pageRange': '{first}–{last} ({n} S.)',
  'deposit.packGroups.address': 'Postanschrift',
  'deposit.packGroups.check': 'Adressprüfung',
  'deposit.packGroups.actions': 'Aktionen',
  'deposit.packGroups.noAddress': 'Keine Adresse',
  'deposit.packGroups.reject': 'Ablehnen',
  'deposit.packGroups.rejectOne': 'Sendung {position} ablehnen',
  'deposit.packGroups.rejected': 'Abgelehnt',
  'deposit.status.GOOD': 'Gültig',
  'deposit.status.MODIFIED': 'Korrigiert',
  'deposit.status.FORCED': 'Erzwungen',
  'deposit.status.BAD': 'Ungültig',
  'home.countersError': 'Die Zähler konnten nicht geladen werden.',
  'counter.awaitingValidation': 'Warten auf Freigabe',
  'counter.errors': 'Fehler',
  'counter.delivered': 'Zugestellt',
  'counter.processing': 'In Bearbeitung',
  'counter.ordersRemaining': 'Offene Aufträge',
  'counter.ordersProcessing': 'Aufträge in Bearbeitung',
  'section.home': 'Startseite',
  'section.deposit': 'Senden',
  'section.manage': 'Verwalten',
  'section.monitoring': 'Überwachung',
  'section.processing': 'Verarbeitung',
  'section.administration': 'Administration',
  'section.system': 'System',
  'section.settings': 'Einstellungen',
  'section.printer': 'Virtueller Drucker',
  'screen.deposit.archive': 'Archiv einliefern',
  'screen.deposit.home': 'Dokumente senden',
  'screen.deposit.delivery': 'Versandoptionen',
  'screen.deposit.unique': 'Einzeldokument einliefern',
  'screen.deposit.split': 'Einlieferung mit Aufteilung',
  'screen.deposit.preprocessing': 'Einlieferung mit Vorverarbeitung',
  'screen.deposit.form': 'Einlieferung per Formular',
  'screen.deposit.advanced': 'Erweiterte Einlieferung',
  'screen.deposit.validation': 'Auftragsfreigabe',
  'screen.manage.home': 'Verwalten',
  'screen.manage.deliveries': 'Sendungen',
  'screen.manage.deliveryDetail': 'Sendungsdetails',
  'screen.manage.orders': 'Einlieferungen',
  'screen.manage.orderDetail': 'Einlieferungsdetails',
  'screen.manage.documents': 'Dokumente',
  'screen.manage.documentsError': 'Fehlerhafte Dokumente',
  'screen.manage.recipientsChoice': 'Empfängerwahl',
  'screen.monitoring.home': 'Überwachung',
  'screen.monitoring.deliveries': 'Sendungsüberwachung',
  'screen.monitoring.jobs': 'Einlieferungsüberwachung',
  'screen.monitoring.lateDeliveries': 'Verspätete Sendungen',
  'screen.monitoring.shipments': 'Versandüberwachung',
  'screen.administration.home': 'Administration',
  'screen.administration.accounts': 'Konten',
  'screen.administration.users': 'Benutzer',
  'screen.administration.groups': 'Gruppen',
  'screen.administration.profiles': 'Profile',
  'screen.administration.permissions': 'Berechtigungen',
  'screen.system.home': 'System',
  'screen.system.brandings': 'White Labels',
  'screen.system.channels': 'Kanäle',
  'screen.system.locales': 'Sprachen',
  'screen.system.options': 'Optionen',
  'screen.system.security': 'Sicherheit',
  'screen.processing.home': 'Verarbeitung',
  'screen.processing.services': 'Dienste',
  'screen.processing.recipientsChoice': 'Empfängereinwilligung',
  'screen.settings.home': 'Einstellungen',
  'screen.settings.addressbox': 'Adressbuch',
  'screen.settings.library': 'Dokumentbibliothek',
  'screen.settings.user': 'Mein Profil',
  'screen.embedded.home': 'Eingebettete Einlieferung',
  'screen.printer.config': 'Druckerkonfiguration',
  'screen.printer.home': 'Virtueller Drucker',
  'screen.printer.manual': 'Manueller Druck',
  'screen.printer.automated': 'Automatischer Druck',
  'screen.printer.async': 'Gedruckte Datei senden',
  'issue.service.nameMandatory': 'Der Dienst braucht einen Namen.',
  'issue.service.box.nameMandatory': 'Jedes Fach braucht einen Namen.',
  'issue.service.box.duplicateName': 'Ein anderes Fach heißt bereits „{name}“.',
  'issue.service.box.labelMandatory': 'Das Fach „{name}“ braucht eine Bezeichnung.',
  'issue.service.box.splitMinElements':
    'Das Fach „{name}“ teilt seine Dateien auf und braucht daher ein Minimum von mindestens 1 Datei.',
  'issue.service.box.minAboveMax':
    'Das Fach „{name}“ verlangt mindestens {min} Dateien, nimmt aber höchstens {max} an.',
  'issue.service.box.dataFileColumns':
    'Das Datendatei-Fach „{name}“ muss festlegen, wie seine Spalten gelesen werden.',
  'issue.service.box.unknownParent': 'Das Fach „{name}“ hat ein unbekanntes übergeordnetes Fach „{parent}“.',
  'issue.service.box.reconcileMandatory':
    'Das Fach „{name}“ braucht eine Bedingung, die seine Dokumente dem übergeordneten Fach zuordnet.',
  'issue.service.box.unknownServiceFile':
    'Das Fach „{name}“ verweist auf eine Dienstdatei, die nicht existiert.',
  'issue.service.metadata.nameMandatory': 'Jedes Metadatum braucht einen Namen.',
  'issue.service.metadata.duplicate': 'Ein anderes Metadatum heißt bereits „{name}“.',
  'issue.service.requirement.invalidName':
    'Der Anforderungsname „{name}“ ist leer oder reserviert. Wählen Sie einen anderen Namen.',
  'issue.service.requirement.duplicate': 'Eine andere Anforderung heißt bereits „{name}“.',
  'issue.service.requirement.mandatory': 'Der Kanal „{label}“ braucht mindestens eine Anforderung.',
  'issue.service.channel.labelMandatory': 'Jeder Kanal braucht eine Bezeichnung.',
  'issue.service.channel.duplicateLabel': 'Ein anderer Kanal ist bereits mit „{label}“ bezeichnet.',
  'issue.service.channel.addressPageMissing':
    'Der Kanal „{label}“ erstellt eine Adressseite, aber kein Fach hat eine und die Ausgabedatei erzwingt keine.',
  'issue.service.channel.unknown': 'Der Kanal "{id}" von "{label}" existiert nicht.',
  'issue.service.channel.notOffered': 'Der Kanal "{name}" wird dieser Organisationseinheit nicht angeboten.',
  'issue.service.channel.unknownOutputFile':
    'Der Kanal von "{label}" hat keine Ausgabedatei "{outputFileId}".',
  'issue.service.option.unknownType': 'Es gibt keinen Optionstyp "{optionTypeId}".',
  'issue.service.option.unknown': 'Die Option "{optionId}" gehört nicht zum Typ "{optionTypeId}".',
  'issue.service.option.notOffered': 'Der Kanal von "{label}" bietet die Option "{optionId}" nicht an.',
  'issue.service.metadata.unknown':
    'Keine Metadaten heißen "{name}": Definieren Sie sie im Dienst, in einem Fach oder in einer Datendatei.',
  'issue.service.strategy.channelRequired': 'Die Versandgruppe „{name}“ braucht mindestens einen Kanal.',
  'issue.service.strategy.unknownChannel':
    'Die Versandstrategie verweist auf einen unbekannten Kanal „{label}“.',
  'issue.service.pattern.invalid': '„{pattern}“ ist kein gültiger regulärer Ausdruck.',
  'issue.parser.encodingRequired': 'Wählen Sie die Zeichenkodierung der Datendatei.',
  'issue.parser.separatorRequired': 'Geben Sie das Spaltentrennzeichen ein.',
  'issue.parser.mapping.empty': 'Ordnen Sie mindestens eine Spalte einem Metadatum zu.',
  'issue.parser.mapping.invalidColumnIndex':
    'Die Spalte „{column}“ muss eine Spaltennummer sein (0 oder mehr).',
  'issue.parser.mapping.targetBlank': 'Geben Sie den Namen des Metadatums ein, in das diese Spalte geht.',
  'issue.parser.mapping.duplicateTarget': 'Das Metadatum „{name}“ wird von mehr als einer Spalte befüllt.',
  'issue.parser.fixedWidth.columnWidthsEmpty': 'Geben Sie die Breite mindestens einer Spalte ein.',
  'issue.parser.fixedWidth.widthNotPositive': 'Die Breite der Spalte {column} muss größer als 0 sein.',
  'issue.parser.fixedWidth.columnNotMapped': 'Die Spalte {column} ist keinem Metadatum zugeordnet.',
  'issue.parser.delimited.columnNamesEmpty': 'Geben Sie mindestens einen Spaltennamen ein.',
  'issue.parser.delimited.columnNameBlank': 'Ein Spaltenname darf nicht leer sein.',
  'issue.parser.delimited.headerRequired':
    'Spalten, die über ihren Namen gelesen werden, brauchen eine Kopfzeile in der Datei.',
  'issue.parser.delimited.duplicateColumnName': 'Der Spaltenname „{name}“ wird doppelt verwendet.',
  'issue.parser.json.globalMappingRequired':
    'Ohne Elementzeiger ordnen Sie mindestens einen Wert der gesamten Datei zu.',
  'issue.parser.json.mappingNotAllowed':
    'Ohne Elementzeiger können Werte nicht pro Element zugeordnet werden.',
  'issue.parser.json.invalidPointer': 'Der JSON-Zeiger „{pointer}“ muss mit / beginnen.',
  'issue.parser.skipLines.negative': 'Die Anzahl der zu überspringenden Zeilen darf nicht negativ sein.',
  'issue.expression.columnRequired': 'Geben Sie den Spaltennamen ein.',
  'issue.expression.keyRequired': 'Geben Sie den PDF-Metadatenschlüssel ein.',
  'issue.expression.metadataRequired': 'Wählen Sie das Metadatum.',
  'issue.expression.boxRequired': 'Wählen Sie das Fach oder lesen Sie aus dem Hauptfach.',
  'issue.expression.unknownBox': 'Es gibt kein Fach mit dem Namen „{name}“.',
  'issue.expression.identifierRequired': 'Legen Sie fest, wie die Empfängerkennung berechnet wird.',
  'issue.expression.operandRequired': 'Dieser Wert fehlt.',
  'issue.expression.operandsEmpty': 'Fügen Sie mindestens einen Wert hinzu.',
  'issue.expression.optionRequired': 'Wählen Sie die Option.',
  'issue.job.notEnoughFiles':
    'Nicht genügend Dateien: „{box}“ braucht mindestens {min} Dateien ({count} vorhanden).',
  'issue.job.maxFileCount': '„{box}“ nimmt höchstens {max} Dateien an ({count} vorhanden).',
  'issue.job.noRoom':
    '„{file}“ kann nicht hinzugefügt werden: „{box}“ enthält bereits das Maximum von {max} Dateien.',
  'issue.job.appositionTwice': '„{file}“ wurde „{box}“ bereits hinzugefügt.',
  'issue.job.invalidFileType': 'Der Typ von „{file}“ passt nicht zu „{box}“.',
  'issue.job.unknownBox': 'Dieses Fach existiert im Dienst nicht.',
  'issue.job.nameMandatory': 'Geben Sie einen Namen für den Auftrag ein.',
  'issue.metadata.mandatory': '„{name}“ ist erforderlich.',
  'issue.metadata.pattern': '„{name}“ hat nicht das erwartete Format.',
  'issue.metadata.maxLines': '„{name}“ hat {lines} Zeilen; höchstens {maxLines} sind erlaubt.',
  'issue.metadata.controlledValue': '„{value}“ ist kein zulässiger Wert für „{name}“.',
  'issue.metadata.constantValue': '„{value}“ gehört nicht zu den für „{name}“ angebotenen Werten.',
  'issue.ou.idMissing': 'Das Konto hat keine Kennung.',
  'issue.ou.delayInvalid': 'Eine Frist muss eine ganze Zahl von Tagen sein, 0 oder mehr.',
  'issue.ou.delays':
    'Die Fristen müssen Sperrung ({freeze}) ≤ Dateien ({file}) ≤ Daten ({data}) Tage erfüllen.',
  'issue.ou.webhookInvalid': 'Ungültige URL',
  'issue.ou.webhookInsecure': 'Ein sicherer Link wird empfohlen (HTTPS)',
  'issue.ou.webhookCredentials':
    'Eine Webhook-Adresse darf keinen Benutzernamen und kein Passwort enthalten: die Aufrufe werden signiert.',
  'issue.ou.brandDomain': '„{domain}“ muss ein Domainname wie mail.example.com sein, keine URL.',
  'issue.pageSelector.notAllowed':
    'Die Seitenauswahl „{selector}“ ist für {kind} nicht erlaubt (erlaubt: {allowed}).',
  'issue.channel.nameMandatory': 'Der Kanal braucht einen Namen.',
  'issue.channel.providerMandatory': 'Wählen Sie den Anbieter, der die Ausgaben des Kanals befördert.',
  'issue.channel.idInvalid':
    'Die Kanalkennung „{id}“ darf nur Buchstaben, Ziffern, „.“, „-“ und „_“ enthalten und muss mit einem Buchstaben oder einer Ziffer beginnen.',
  'issue.channel.idTaken': 'Ein anderer Kanal hat bereits die Kennung „{id}“.',
  'issue.channel.workingDaysEmpty': 'Wählen Sie mindestens einen Arbeitstag.',
  'issue.channel.workingDayDuplicate': 'Der Arbeitstag {day} ist doppelt aufgeführt.',
  'issue.channel.cutoffTimeInvalid':
    'Der Annahmeschluss „{time}“ muss als HH:mm geschrieben werden (00:00 bis 23:59).',
  'issue.channel.timeZoneUnknown':
    'Die Zeitzone „{timeZone}“ ist unbekannt: Der Annahmeschluss wird ignoriert und die Tage werden in UTC gezählt.',
  'issue.channel.fallbackStatusUnknown': '{code} ist kein bekannter Sendungsstatus.',
  'issue.channel.fallbackStatusDuplicate': 'Der Status {code} ist doppelt aufgeführt.',
  'issue.channel.tracking.placeholderMissing':
    'Der Sendungsverfolgungslink muss den Platzhalter „{placeholder}“ an der Stelle der Sendungsnummer enthalten.',
  'issue.channel.tokenWithoutTrigger':
    'Nur ein Kanal, dessen Ausgabedateien von einem externen System abgeholt werden, hat ein externes Ausgabetoken.',
  'issue.channel.outputFile.nameMandatory': 'Jede Ausgabedatei braucht einen Namen.',
  'issue.channel.outputFile.duplicateName': 'Eine andere Ausgabedatei heißt bereits „{name}“.',
  'issue.channel.outputFile.duplicateId': 'Eine andere Ausgabedatei hat bereits die Kennung „{id}“.',
  'issue.channel.outputFile.mainCount': 'Genau eine Ausgabedatei muss die Hauptdatei sein ({count} sind es).',
  'issue.channel.area.outsidePage':
    'Der Bereich ragt über die Seite {format} hinaus, die {widthMm} × {heightMm} mm misst.',
  'issue.channel.area.contentMandatory': 'Legen Sie fest, was der Bereich {type} anzeigt.',
  'issue.channel.area.unknownFont': 'Die Schriftart „{font}“ ist nicht verfügbar.',
  'issue.channel.area.colorInvalid':
    '„{color}“ ist keine als rgba(Rot,Grün,Blau,Deckkraft) geschriebene Farbe.',
  'issue.channel.option.unknownType': 'Es gibt keinen Optionstyp „{optionTypeId}“.',
  'issue.channel.option.unknown': 'Die Option „{optionId}“ gehört nicht zum Typ „{optionTypeId}“.',
  'issue.channel.option.groupEmpty': 'Bieten Sie mindestens eine Option des Typs „{optionTypeId}“ an.',
  'issue.channel.option.duplicate': 'Die Option „{optionId}“ wird doppelt angeboten.',
  'issue.channel.option.duplicateType': 'Der Optionstyp „{optionTypeId}“ ist doppelt aufgeführt.',
  'issue.channel.option.multipleDefaults': 'Nur eine Option des Typs „{optionTypeId}“ kann die Vorgabe sein.',
  'issue.option.type.nameMandatory': 'Der Optionstyp braucht einen Namen.',
  'issue.option.type.duplicateName': 'Ein anderer Optionstyp heißt bereits „{name}“.',
  'issue.option.valueMandatory': 'Die Option braucht einen Wert.',
  'issue.option.duplicateValue': 'Dieser Optionstyp hat bereits eine Option „{value}“.',
  'error.optionTypeInUse':
    'Der Optionstyp „{name}“ kann nicht gelöscht werden: Ihm gehören noch {options} Optionen und {users} Kanäle oder Dienste verwenden ihn.',
  'error.optionInUse':
    'Die Option „{value}“ kann nicht gelöscht werden: {users} Kanäle oder Dienste verwenden sie.',
  'issue.address.notExtracted': 'Im Dokument wurde keine Adresse gefunden.',
  'issue.address.invalidFormat': 'Die Adresse hat keine gültige Zeile mit Postleitzahl und Ort für ihr Land.',
  'issue.address.tooManyLines': 'Die Adresse hat zu viele Zeilen.',
  'issue.address.unknownCountry': 'Das Land der Adresse ist unbekannt.',
  'issue.address.countryNotHandled': 'Das Land der Adresse wird von diesem Kanal nicht bedient.',
  'issue.address.countryUndetected': 'Das Land der Adresse konnte nicht ermittelt werden.',
  'issue.address.incomplete':
    'Die Adresse ist unvollständig: Sie braucht mindestens eine Namens- oder Straßenzeile und eine Zeile mit Postleitzahl und Ort.',
  'issue.address.postcodeCountryMismatch':
    'Die Zeile mit Postleitzahl und Ort passt nicht zu dem Land in der letzten Zeile.',
  'issue.address.twoCountryLines':
    'Die Adresse nennt in zwei Zeilen ein Land: Nur das Bestimmungsland gehört in die letzte Zeile.',
  'issue.address.lineTooLong': 'Eine Zeile der Adresse ist zu lang.',
  'issue.email.empty': 'Es wurde keine E-Mail-Adresse gefunden.',
  'issue.email.invalidFormat': 'Die E-Mail-Adresse ist ungültig.',
  'issue.email.tooLong': 'Die E-Mail-Adresse ist zu lang.',
  'issue.phone.empty': 'Es wurde keine Telefonnummer gefunden.',
  'issue.phone.invalidFormat': 'Die Telefonnummer ist ungültig.',
  'issue.phone.countryNotHandled': 'Die Telefonnummer gehört zu einem Land, das hier nicht akzeptiert wird.',
  'issue.phone.countryUndetected':
    'Das Land der Telefonnummer konnte nicht ermittelt werden: Schreiben Sie sie mit der internationalen Vorwahl (+…).',
  'issue.pdf.areaOutsidePage':
    'Der zu lesende Bereich liegt außerhalb der Seite {page}, die {widthMm} × {heightMm} mm misst.',
  'issue.requirement.unknown': 'Der Dienst hat keine Anforderung namens „{name}“.',
  'issue.requirement.notPdfArea': 'Die Anforderung „{name}“ wird nicht aus einem Bereich des PDF gelesen.',
  'issue.pdf.encrypted': 'Das Dokument ist verschlüsselt oder geschützt.',
  'issue.pdf.invalid': 'Die Datei ist kein lesbares PDF-Dokument.',
  'issue.pdf.pageOutOfRange':
    'Die angeforderte Seite liegt außerhalb des Dokuments, das {pageCount} Seiten hat.',
  'issue.pdf.tooComplex':
    'Dieses Dokument ist zu komplex für die Verarbeitung: Es brauchte mehr Zeit oder Speicher als erlaubt.',
  'issue.pdf.invalidArea': 'Der zu lesende Bereich braucht eine positive Breite und Höhe.',
  'issue.pdf.invalidThumbnailWidth': 'Eine Vorschau mit {widthPx} Pixeln Breite kann nicht erstellt werden.',
  'issue.split.invalidConfig': 'Die Einstellungen zum Aufteilen des Dokuments sind ungültig.',
  'issue.data.config': 'Die Einstellungen der Datendatei sind ungültig.',
  'issue.data.encoding':
    'Zeile {line}: Der Text ist kein gültiges {encoding}. Prüfen Sie die für die Datendatei gewählte Kodierung.',
  'issue.data.lineTooLong': 'Zeile {line} ist zu lang.',
  'issue.data.columnCount': 'Zeile {line}: {found} Spalten gefunden, {expected} erwartet.',
  'issue.data.lineLength': 'Zeile {line} passt nicht zu den Spaltenbreiten.',
  'issue.data.missingColumn': 'Zeile {line}: Eine in den Einstellungen verwendete Spalte fehlt in der Datei.',
  'issue.data.syntax': 'Zeile {line}: Die Daten können nicht gelesen werden (Syntaxfehler).',
  'issue.data.jsonPointer': 'Der JSON-Zeiger „{pointer}“ führt zu keinen verwendbaren Daten.',
  'issue.data.tooLarge': 'Die Datendatei ist zu groß zum Lesen (höchstens {limit} Byte).',
  'issue.archive.invalid': 'Die Datei ist kein lesbares ZIP-Archiv oder sie ist beschädigt.',
  'issue.archive.tooManyEntries': 'Das Archiv enthält {count} Dateien; höchstens {limit} sind erlaubt.',
  'issue.archive.tooLarge': 'Entpackt wäre das Archiv größer als {limit} Byte.',
  'issue.archive.compressionRatio':
    '„{name}“ im Archiv ist zu stark komprimiert, um sicher entpackt zu werden.',
  'issue.archive.pathTraversal': 'Der Name „{name}“ im Archiv zeigt aus dem Archivordner heraus.',
  'issue.archive.absolutePath': 'Der Name „{name}“ im Archiv ist ein absoluter Pfad.',
  'issue.archive.backslash': 'Der Name „{name}“ im Archiv enthält einen Backslash (\\).',
  'issue.archive.invalidName': 'Ein Dateiname im Archiv ist leer oder enthält Steuerzeichen.',
  'issue.archive.duplicateName':
    'Das Archiv enthält „{name}“ und „{previous}“, die entpackt denselben Namen hätten.',
  'issue.archive.symlink': '„{name}“ im Archiv ist eine symbolische Verknüpfung, die nicht akzeptiert wird.',
  'issue.archive.encrypted': '„{name}“ im Archiv ist verschlüsselt oder geschützt.',
  'issue.archive.unsupportedCompression':
    '„{name}“ im Archiv verwendet ein nicht unterstütztes Komprimierungsverfahren.',
  'issue.archive.sizeMismatch':
    'Die Größe von „{name}“ im Archiv stimmt nicht mit der angegebenen Größe überein.',
  'issue.job.noPackGroups':
    'Aus diesem Auftrag konnte kein Dokument erstellt werden: Er enthält kein PDF zum Aufteilen.',
  'issue.job.unknownService': 'Der Dienst dieses Auftrags existiert nicht mehr.',
  'issue.job.processingFailed':
    'Dieser Auftrag konnte nicht verarbeitet werden. Versuchen Sie es später erneut oder wenden Sie sich an Ihren Administrator.',
  'issue.job.processingCrashed':
    'Die Verarbeitung dieses Auftrags hat den Worker mehrmals angehalten; er wurde daher zurückgestellt, damit die anderen Aufträge weiterlaufen. Prüfen Sie seine Dateien (eine beschädigte oder sehr komplexe PDF-Datei) oder wenden Sie sich an Ihren Administrator.',
  'issue.service.file.unknown': 'Der Dienst hat keine Datei namens „{name}“.',
  'issue.service.file.unknownBox': 'Diese Datei ist für einen Kasten bestimmt, den der Dienst nicht hat.',
  'issue.schema.invalid': 'Dieser Wert hat die falsche Form: {reason}',
  'error.packGroupsAlreadyOrdered':
    '{count} dieser Empfänger sind bereits beauftragt, abgelehnt oder geändert: Aktualisieren Sie die Liste und beauftragen Sie erneut.',
  'error.command.alreadyValidated': 'Ihr Versand wurde bereits freigegeben.',
  'error.command.notPending': 'Dieser Versandauftrag wartet nicht mehr auf Freigabe.',
  'error.command.cannotFree':
    'Nur die Empfänger eines abgelehnten oder abgelaufenen Auftrags können freigegeben werden.',
  'error.command.cannotCancel': 'Dieser Versandauftrag kann nicht mehr storniert werden.',
  'deposit.delivery.proof.watermark': 'ANDRUCK',
  'deposit.delivery.noPackGroups': 'Diese Einlieferung hat keine Briefe mehr zu beauftragen.',
  'deposit.delivery.channels': 'Kanäle',
  'deposit.delivery.channel.recipients': '{count} Empfänger',
  'deposit.delivery.channel.postDates': 'Einlieferungsdatum zwischen {earliest} und {latest}',
  'deposit.delivery.noChannel': 'Kein Kanal kann diese Briefe versenden.',
  'deposit.delivery.notEligible.title': 'Briefe, die kein Kanal befördern kann',
  'deposit.delivery.notEligible.item': '{recipient}: {reasons}',
  'deposit.delivery.postDate.label': 'Gewünschtes Einlieferungsdatum',
  'deposit.delivery.postDate.description': 'Optional, im Format yyyy-MM-dd.',
  'deposit.delivery.postDate.invalid': 'Geben Sie ein Datum im Format yyyy-MM-dd ein.',
  'deposit.delivery.postDate.planned': 'Geplantes Einlieferungsdatum: {date}',
  'deposit.delivery.cutoff.passed':
    'Der heutige Annahmeschluss ist vorbei: Die Briefe werden am nächstmöglichen Tag eingeliefert.',
  'deposit.delivery.cutoff.soon':
    'Der heutige Annahmeschluss ist in {minutes} Minuten: Beauftragen Sie jetzt, um heute einzuliefern.',
  'deposit.delivery.proof.button': 'Andruck',
  'deposit.delivery.proof.title': 'Andrucke',
  'deposit.delivery.proof.loading': 'Andrucke werden vorbereitet',
  'deposit.delivery.proof.download': 'Andruck {name} herunterladen (Seiten: {pages})',
  'deposit.delivery.order.button': 'Beauftragen',
  'deposit.delivery.ordered.AWAIT_VALIDATION': 'Ihr Auftrag wartet auf Freigabe.',
  'deposit.delivery.ordered.VALIDATED': 'Ihr Auftrag ist freigegeben: Die Verarbeitung hat begonnen.',
  'deposit.delivery.ordered.other': 'Ihr Auftrag ist erfasst (Status {state}).',
  'deposit.delivery.backHome': 'Zurück zu den Einlieferungen',
  'deposit.validation.empty': 'Kein Auftrag wartet auf Freigabe.',
  'deposit.validation.column.job': 'Einlieferung',
  'deposit.validation.column.owner': 'Eigentümer',
  'deposit.validation.column.recipients': 'Empfänger',
  'deposit.validation.column.channels': 'Kanäle',
  'deposit.validation.column.postDate': 'Einlieferungsdatum',
  'deposit.validation.column.actions': 'Aktionen',
  'deposit.validation.validate': 'Freigeben',
  'deposit.validation.reject': 'Ablehnen',
  'deposit.validation.validateJob': 'Auftrag {name} freigeben',
  'deposit.validation.rejectJob': 'Auftrag {name} ablehnen',
  'deposit.validation.reason': 'Begründung',
  'deposit.validation.reasonRequired': 'Geben Sie den Grund der Ablehnung an.',
  'deposit.validation.cancel': 'Abbrechen',
  'deposit.validation.confirmReject': 'Auftrag ablehnen',
  'deposit.validation.validated': 'Der Auftrag {name} ist freigegeben.',
  'deposit.validation.rejected': 'Der Auftrag {name} ist abgelehnt.',
  'issue.delivery.option.notOffered': 'Der Kanal "{channel}" bietet die Option "{optionId}" nicht an.',
  'issue.delivery.channel.unknown': 'Der Dienst hat keinen Kanal "{channel}".',
  'issue.delivery.postDate.notAllowed':
    '{date} ist kein mögliches Versanddatum für {channel}: Wählen Sie einen Werktag von {earliest} bis {latest}.',
  'issue.delivery.nothingToSend':
    'Keiner dieser Empfänger kann über einen Kanal des Dienstes versendet werden.',
  'issue.delivery.noChannel': 'Kein Kanal des Dienstes kann an diesen Empfänger senden.',
  'issue.job.archiveEntryUnplaced':
    'Eine Datei des Archivs passt in kein Fach des Dienstes (nach Typ, Name oder erlaubter Dateianzahl).',
  'issue.archive.tooDeep': 'Das Archiv enthält zu tief verschachtelte Archive, um entpackt zu werden.',
  'issue.job.orphan.noMatch':
    'Dieses Dokument passt zu keinem Empfänger der Einreichung: Es wird nicht versendet.',
  'issue.job.orphan.duplicate':
    'Dieser Empfänger hat bereits einen Datensatz dieser Datendatei: Dieser wird nicht verwendet.',
  'issue.job.recordCountMismatch':
    'Die Datendatei enthält nicht genau einen Datensatz pro Dokument: Ihre Datensätze und die Dokumente des PDF müssen einander eins zu eins entsprechen.',
  ...depositUploadDe,
  ...depositPackGroupsDe,
  ...depositVisualsDe,
  ...manageListsDe,
  ...manageDetailsDe,
  ...homeLiveDe,
  ...chartsDe,
  ...orderValidationDe,
  ...statusDe,
  ...depositRequirementsDe,
  ...settingsPreferencesDe,
  ...settingsAccountDe,
  ...processingEditorDe,
  ...processingConsentDe,
  ...systemBrandingsDe,
  ...systemLocalesDe,
  ...depositPreflightDe,
  ...preflightDe,
  ...printerDe,
  ...printerScreenDe,
  ...ssoDe,
  ...a11yDe,
  ...faceDe,
  ...apiKeyDe,
  ...webhooksDe,
  ...ippPrintDe,
  ...costsDe,
  ...smppDe,
  ...evidenceDe,
  ...mailDomainsDe,
  ...mailReturnsDe,
  ...escalationDe,
  ...embeddedDe,
  ...systemSecurityDe,
  ...systemChannelsDe,
  ...systemAreasDe,
  ...systemOptionsDe,
  ...processingExpressionsDe,
  ...processingRulesDe,
  ...processingParserDe,
  ...processingSplitDe,
  ...processingServicesDe,
  ...adminAccessDe,
  ...adminUsersDe,
  ...adminAccountsDe,
};
