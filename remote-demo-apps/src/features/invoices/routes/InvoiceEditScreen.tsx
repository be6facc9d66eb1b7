import { ScreenPending } from '../../../components/ScreenPending';

export default function InvoiceEditScreen() {
  return <ScreenPending />;
}
