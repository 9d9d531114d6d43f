import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// API keys of an account and external authentication (issues 16, 17).
export const apiKeyLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
