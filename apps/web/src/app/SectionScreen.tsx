import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionProps } from '../ui/SectionSwitch';
import { NotAllowed } from '../ui/NotAllowed';
import { canOpenScreen } from './menu';
import type { AppSection } from './paths';
import { useSession } from './session/sessionStore';

type LazySection = LazyExoticComponent<ComponentType<SectionProps>>;

// One chunk per section (docs/product.md §2 lazy loading); the layout's Suspense shows the 300 ms / 20 s
// fallback.
const SECTIONS: Record<AppSection, LazySection> = {
  home: lazy(() => import('../sections/home/HomeSection').then((m) => ({ default: m.HomeSection }))),
  deposit: lazy(() =>
    import('../sections/deposit/DepositSection').then((m) => ({ default: m.DepositSection })),
  ),
  manage: lazy(() => import('../sections/manage/ManageSection').then((m) => ({ default: m.ManageSection }))),
  monitoring: lazy(() =>
    import('../sections/monitoring/MonitoringSection').then((m) => ({ default: m.MonitoringSection })),
  ),
  administration: lazy(() =>
    import('../sections/administration/AdministrationSection').then((m) => ({
      default: m.AdministrationSection,
    })),
  ),
  system: lazy(() => import('../sections/system/SystemSection').then((m) => ({ default: m.SystemSection }))),
  processing: lazy(() =>
    import('../sections/processing/ProcessingSection').then((m) => ({ default: m.ProcessingSection })),
  ),
  settings: lazy(() =>
    import('../sections/settings/SettingsSection').then((m) => ({ default: m.SettingsSection })),
  ),
  embedded: lazy(() =>
    import('../sections/embedded/EmbeddedSection').then((m) => ({ default: m.EmbeddedSection })),
  ),
  printer: lazy(() =>
    import('../sections/printer/PrinterSection').then((m) => ({ default: m.PrinterSection })),
  ),
};

/** One screen of a section, loaded with its section and shown only when the user's permissions open it. */
export function SectionScreen({ section, screen }: { section: AppSection; screen: string }) {
  const user = useSession((s) => s.user);
  if (!user || !canOpenScreen(user, section, screen)) return <NotAllowed />;
  const Section = SECTIONS[section];
  return <Section screen={screen} />;
}
