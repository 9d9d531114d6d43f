import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { PrinterConfigPage } from './PrinterConfigPage';
import { PrinterHomePage } from './PrinterHomePage';
import { PrinterAsyncPage, PrinterAutomatedPage, PrinterManualPage } from './PrinterModePage';

// Screens of the virtual printer (docs/web.md "Virtual printer").
const SCREENS: SectionImplementations<'printer'> = {
  home: PrinterHomePage,
  config: PrinterConfigPage,
  manual: PrinterManualPage,
  automated: PrinterAutomatedPage,
  async: PrinterAsyncPage,
};

export function PrinterSection({ screen }: SectionProps) {
  return <SectionSwitch section="printer" screen={screen} screens={SCREENS} />;
}
