import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Administration: accounts (organisation units), their settings, tag lists and export.
export const adminAccountsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
