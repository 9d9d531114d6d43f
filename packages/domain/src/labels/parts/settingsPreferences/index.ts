import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The user's own display and notification preferences (settings).
export const settingsPreferencesLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
