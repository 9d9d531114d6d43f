import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Embedded mode: the frame's states and its messages (issue 16).
export const embeddedLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
