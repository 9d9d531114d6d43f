import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Settings: the settings home, the user's own profile and language, password strength, address box and library.
export const settingsAccountLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
