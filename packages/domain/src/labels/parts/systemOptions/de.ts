import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'system.options.intro':
    'Die Wahlmöglichkeiten, mit denen eine Sendung beauftragt wird (Farbe, Druck, Umschlag…): Optionstypen und ihre Werte.',
  'system.options.readOnly': 'Sie können die Optionen ansehen, aber nicht ändern.',
  'system.options.loadError': 'Die Optionen konnten nicht geladen werden.',
  'system.options.retry': 'Erneut versuchen',
  'system.options.types': 'Optionstypen',
  'system.options.newType': 'Neuer Optionstyp',
  'system.options.noTypes': 'Noch kein Optionstyp.',
  'system.options.recomputeBadge': 'Neuberechnung',
  'system.options.typeName': 'Name',
  'system.options.recompute': 'Die Sendung neu berechnen, wenn sich diese Option ändert',
  'system.options.recomputeHint':
    'Für Optionen, die die Dokumente selbst verändern, etwa beidseitiger Druck.',
  'system.options.typeFormNew': 'Neuer Optionstyp',
  'system.options.typeFormEdit': 'Optionstyp {name}',
  'system.options.values': 'Werte von {name}',
  'system.options.pickType': 'Wählen Sie einen Optionstyp, um seine Werte zu sehen.',
  'system.options.newValue': 'Neuer Wert',
  'system.options.noValues': 'Dieser Optionstyp hat noch keinen Wert.',
  'system.options.value': 'Wert',
  'system.options.rank': 'Rang',
  'system.options.best': 'Empfohlen',
  'system.options.bestHint': 'Wird als empfohlene Wahl angezeigt.',
  'system.options.default': 'Standard',
  'system.options.defaultHint': 'Vorausgewählt. Die anderen Werte dieses Typs sind dann nicht mehr Standard.',
  'system.options.properties': 'Eigenschaften',
  'system.options.noProperties': 'Keine Eigenschaft.',
  'system.options.propertyKey': 'Schlüssel',
  'system.options.propertyValue': 'Eigenschaftswert',
  'system.options.addProperty': 'Eigenschaft hinzufügen',
  'system.options.removeProperty': 'Eigenschaft {key} entfernen',
  'system.options.valueFormNew': 'Neuer Wert von {name}',
  'system.options.valueFormEdit': 'Wert {name}',
  'system.options.yes': 'Ja',
  'system.options.no': 'Nein',
  'system.options.save': 'Speichern',
  'system.options.cancel': 'Abbrechen',
  'system.options.edit': 'Bearbeiten',
  'system.options.view': 'Ansehen',
  'system.options.delete': 'Löschen',
  'system.options.select': 'Werte von {name} anzeigen',
  'system.options.deleteTypeConfirm': 'Optionstyp {name} löschen?',
  'system.options.deleteValueConfirm': 'Wert {name} löschen?',
  'system.options.typeSaved': 'Optionstyp gespeichert.',
  'system.options.valueSaved': 'Wert gespeichert.',
  'system.options.typeDeleted': 'Optionstyp gelöscht.',
  'system.options.valueDeleted': 'Wert gelöscht.',
  'system.options.error.nameRequired': 'Der Optionstyp braucht einen Namen.',
  'system.options.error.valueRequired': 'Der Wert braucht einen Text.',
  'system.options.error.keyRequired': 'Jede Eigenschaft braucht einen Schlüssel.',
  'system.options.error.duplicateKey': 'Der Schlüssel {key} ist doppelt angegeben.',
  'system.options.error.rank': 'Der Rang ist eine ganze Zahl.',
  'system.provider.title': 'Dienstleister',
  'system.provider.name': 'Dienstleister',
  'system.provider.about.simulator':
    'Simulator: Nichts wird versendet; Status werden mit der Zeit erfunden. Für Tests und Vorführungen.',
  'system.provider.about.smtp':
    'E-Mail: Jeder Brief wird als E-Mail über den konfigurierten Mailserver versendet.',
  'system.provider.about.print-drop':
    'Druckablage: Druckdateien werden in einen Ordner oder auf einen SFTP-Server geschrieben, den die Druckerei abholt.',
  'system.provider.about.on-premise':
    'Druck vor Ort: Ein Drucksystem des Kunden holt die Ausgabedateien mit dem Token des Kanals ab.',
  'system.provider.about.http-provider':
    'JSON/HTTP-Dienstleister: Jede Sendung wird signiert an den Endpunkt des Dienstleisters gesendet (SMS, Einschreiben per E-Mail, digitaler Safe).',
  'system.provider.about.other':
    'Ein Dienstleister, den dieser Server nicht kennt: Die Sendungen dieses Kanals schlagen fehl.',
  'system.provider.saveFirst':
    'Speichern Sie zuerst den Kanal: Danach lassen sich hier Endpunkt und Geheimnis festlegen.',
  'system.provider.loadError': 'Die Einstellungen des Dienstleisters konnten nicht geladen werden.',
  'system.provider.endpoint': 'Endpunkt',
  'system.provider.endpointHint':
    'Die https-Adresse des Dienstleisters; Sendungen gehen an sie, gefolgt von /shipments. Leer: die der Serverkonfiguration.',
  'system.provider.saveEndpoint': 'Endpunkt speichern',
  'system.provider.removeEndpoint': 'Endpunkt entfernen',
  'system.provider.source.endpoint.system': 'In Gebrauch: der hier festgelegte Endpunkt.',
  'system.provider.source.endpoint.configuration': 'In Gebrauch: der Endpunkt der Serverkonfiguration.',
  'system.provider.source.endpoint.none': 'Kein Endpunkt: Ein JSON/HTTP-Dienstleister ist nicht erreichbar.',
  'system.provider.secret': 'Geheimnis',
  'system.provider.secretSet': 'Dieser Kanal hat ein eigenes Geheimnis, festgelegt am {date}.',
  'system.provider.secretNotSet':
    'Kein eigenes Geheimnis: Das Geheimnis des Dienstleisters aus der Serverkonfiguration wird verwendet.',
  'system.provider.secretNone': 'Kein Geheimnis: Signierte Aufrufe dieses Dienstleisters werden abgelehnt.',
  'system.provider.secretHint':
    'Beide Seiten signieren ihre Aufrufe damit. Es wird verschlüsselt gespeichert und kann nicht wieder gelesen werden.',
  'system.provider.newSecret': 'Neues Geheimnis',
  'system.provider.setSecret': 'Geheimnis festlegen',
  'system.provider.generate': 'Geheimnis erzeugen',
  'system.provider.removeSecret': 'Geheimnis entfernen',
  'system.provider.generatedOnce':
    'Kopieren Sie dieses Geheimnis jetzt und geben Sie es dem Dienstleister: Es wird nicht wieder angezeigt.',
  'system.provider.copy': 'Kopieren',
  'system.provider.copied': 'Kopiert',
  'system.provider.trackingUrl': 'Der Dienstleister meldet Sendungsereignisse an diese Adresse:',
  'system.provider.saved': 'Einstellungen des Dienstleisters gespeichert.',
  'system.provider.error.endpointUrl': 'Das ist keine Webadresse.',
  'system.provider.error.endpointHttps':
    'Die Adresse muss mit https:// beginnen (http:// nur für localhost oder 127.0.0.1).',
  'system.provider.error.endpointCredentials':
    'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  'system.provider.error.endpointQuery':
    'Die Adresse darf keine Abfrage (?…) und kein Fragment (#…) enthalten.',
  'system.provider.error.secretShort': 'Das Geheimnis braucht mindestens {min} Zeichen.',
};
