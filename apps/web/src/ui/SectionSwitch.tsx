import type { ComponentType } from 'react';
import type { ScreenId, SectionId } from '../app/paths';
import { PageNotFound } from './PageNotFound';

export type SectionProps = { screen: string };
/** Every screen of the section's route table has its component: a screen left out fails the type check. */
export type SectionImplementations<S extends SectionId> = Record<ScreenId<S>, ComponentType>;

interface SectionSwitchProps<S extends SectionId> {
  section: S;
  screen: string;
  screens: SectionImplementations<S>;
}

/** Renders a section's screen; a name the route table does not have is a page not found. */
export function SectionSwitch<S extends SectionId>({ screen, screens }: SectionSwitchProps<S>) {
  const Screen = (screens as Record<string, ComponentType | undefined>)[screen];
  return Screen ? <Screen /> : <PageNotFound />;
}
