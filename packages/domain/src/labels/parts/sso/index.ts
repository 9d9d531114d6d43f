import { defineLabelPart } from '../define';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

// Single sign-on with OpenID Connect: the white label's settings and the sign-in button (issue 16).
export const ssoLabels = defineLabelPart({ en, de, es, fr, he, hu, nl, pt });
