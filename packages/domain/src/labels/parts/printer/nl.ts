import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {};
