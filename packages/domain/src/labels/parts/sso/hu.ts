import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {};
