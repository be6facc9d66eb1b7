import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../ui-pages.i18n';
import { PageLayoutsPage } from '../page-layouts/PageLayoutsPage';

export default function PageLayoutsScreen() {
  return <PageLayoutsPage />;
}
