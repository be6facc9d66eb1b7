import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../components-page/components-page.i18n';
import { ComponentsPage } from '../components-page/ComponentsPage';

export default function ComponentsScreen() {
  return <ComponentsPage />;
}
