import type { ComponentType } from 'react';
import { screenLabel, type ScreenId, type SectionId } from '../app/paths';
import { NotAvailableYet } from './NotAvailableYet';

export type SectionProps = { screen: string };
export type SectionImplementations<S extends SectionId> = Partial<Record<ScreenId<S>, ComponentType>>;

interface SectionSwitchProps<S extends SectionId> {
  section: S;
  screen: string;
  screens: SectionImplementations<S>;
}

/** Renders a section's screen, or the "not available yet" page naming it while no version builds it. */
export function SectionSwitch<S extends SectionId>({ section, screen, screens }: SectionSwitchProps<S>) {
  const Screen = (screens as Record<string, ComponentType | undefined>)[screen];
  return Screen ? <Screen /> : <NotAvailableYet screen={screenLabel(section, screen as ScreenId<S>)} />;
}
