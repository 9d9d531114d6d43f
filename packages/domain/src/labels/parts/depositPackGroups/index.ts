import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// The pack-group step, the rest of the delivery screen and the validation screen (Send flow).
export const depositPackGroupsLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
