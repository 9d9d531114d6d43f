import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'Impression : refusée sur {channels}',
  'deposit.preflight.state.warned': "Avertissements d'impression : {n}",
  'deposit.preflight.state.clean': "Aucun problème d'impression",
  'deposit.preflight.tab': 'Contrôle avant impression',
  'deposit.preflight.none':
    "Le contrôle avant impression n'a rien trouvé sur cette lettre qu'un imprimeur refuserait.",
  'deposit.preflight.findings': 'Résultats du contrôle avant impression',
  'deposit.preflight.page': 'Page {page} du fichier déposé',
  'deposit.preflight.wholeLetter': 'Toute la lettre',
  'deposit.preflight.channels': 'Canaux : {channels}',
  'deposit.preflight.pageAlt': 'Page {page} du fichier déposé',
  'deposit.preflight.area':
    'Zone concernée : à {left} mm du bord gauche, à {top} mm du haut, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Zone concernée : toute la page',
  'deposit.preflight.noPage': 'Ce résultat concerne toute la lettre, pas une page.',
  'deposit.preflight.summary': 'Contrôle avant impression',
  'deposit.preflight.count': '{name} : {n}',
  'deposit.preflight.nothingFound':
    "Le contrôle avant impression n'a trouvé aucun problème d'impression dans ce dépôt.",
  'deposit.preflight.report': 'le rapport du contrôle avant impression (CSV)',
  'processing.editor.tab.preflight': 'Contrôle avant impression',
  'processing.editor.preflight.intro':
    "Pour chaque problème que le contrôle avant impression trouve sur les pages d'une lettre, choisissez s'il refuse la lettre sur les canaux papier de ce service ou s'il avertit seulement l'expéditeur et le valideur.",
  'processing.editor.preflight.refuse': 'Refuse la lettre',
  'processing.editor.preflight.warn': 'Avertissement seulement',
  'processing.editor.preflight.defaults': 'Revenir aux valeurs par défaut',
  'deposit.preflight.filter.refused': 'Impression : refusées',
  'deposit.preflight.filter.warned': 'Impression : avertissements',
};
