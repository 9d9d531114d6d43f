import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {};
