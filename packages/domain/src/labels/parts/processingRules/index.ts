import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Processing: the requirements, channels and sending-strategy tabs of the service editor.
export const processingRulesLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
