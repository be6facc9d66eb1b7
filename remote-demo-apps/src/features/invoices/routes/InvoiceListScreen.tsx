import { ScreenPending } from '../../../components/ScreenPending';

export default function InvoiceListScreen() {
  return <ScreenPending />;
}
