import { SectionSwitch, type SectionImplementations, type SectionProps } from '../../ui/SectionSwitch';
import { DeliveriesList } from './lists/DeliveriesList';
import { DocumentsErrorList } from './lists/DocumentsErrorList';
import { DocumentsList } from './lists/DocumentsList';
import { ManageHome } from './lists/ManageHome';
import { OrderDetailPage } from './lists/OrderDetailPage';
import { OrdersList } from './lists/OrdersList';
import { RecipientsChoiceList } from './lists/RecipientsChoiceList';

// The manage section's screens (paths in app/paths.ts). The deliveries list also serves the delivery detail
// route: the address names the selected delivery, shown beside the list.
const SCREENS: SectionImplementations<'manage'> = {
  home: ManageHome,
  orders: OrdersList,
  orderDetail: OrderDetailPage,
  deliveries: DeliveriesList,
  deliveryDetail: DeliveriesList,
  documents: DocumentsList,
  documentsError: DocumentsErrorList,
  recipientsChoice: RecipientsChoiceList,
};

export function ManageSection({ screen }: SectionProps) {
  return <SectionSwitch section="manage" screen={screen} screens={SCREENS} />;
}
