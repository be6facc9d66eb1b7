import { ScreenPending } from '../../../components/ScreenPending';

export default function InvoicePreviewScreen() {
  return <ScreenPending />;
}
