import '../../../i18n/demo-common.i18n';
import '../gallery.i18n';
import '../ui-pages.i18n';
import { ColorsPage } from '../colors/ColorsPage';

export default function ColorsScreen() {
  return <ColorsPage />;
}
